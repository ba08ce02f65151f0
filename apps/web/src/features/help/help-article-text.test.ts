import { HELP_ARTICLES } from '@lumus/contract/help/help-articles';
import type { HelpFacts } from '@lumus/contract/help/help-facts';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n';
import { helpArticleTexts } from './help-article-text';
import { searchHelpArticles } from './help-search';

const FACTS: HelpFacts = {
  freeChatMinutes: 3,
  minimumBalanceMinutes: 5,
  freeMinutesConsentSeconds: 60,
  psychicGraceSeconds: 30,
  callGraceSeconds: 1,
  markets: [
    { country: 'IN', currency: 'INR', taxMode: 'exclusive', taxPercent: 18.5 },
    { country: 'AT', currency: 'EUR', taxMode: 'inclusive', taxPercent: 20 },
    { country: 'DE', currency: 'EUR', taxMode: 'inclusive', taxPercent: 19 },
  ],
};

function texts(language: 'en' | 'de', facts: HelpFacts = FACTS, currency: 'INR' | 'EUR' = 'INR') {
  return helpArticleTexts(createI18n(language).t, language, facts, currency);
}

function article(
  language: 'en' | 'de',
  id: string,
  facts: HelpFacts = FACTS,
  currency: 'INR' | 'EUR' = 'INR',
) {
  const found = texts(language, facts, currency).find((text) => text.id === id);
  if (found === undefined) throw new Error(`no ${id}`);
  return [found.lead, ...found.sections.flatMap((s) => [s.heading, s.body])].join('\n');
}

describe('help articles', () => {
  it('has every article in both languages, titled as crawlers see it', () => {
    for (const language of ['en', 'de'] as const) {
      const all = texts(language);
      expect(all.map((text) => text.slug)).toEqual(HELP_ARTICLES.map((a) => a.slug));
      for (const [index, text] of all.entries()) {
        expect(text.title).toBe(HELP_ARTICLES[index]?.title[language]);
        expect(text.sections.length).toBeGreaterThan(1);
        for (const section of text.sections) {
          expect(section.heading).not.toMatch(/help\.|\{\{/);
          expect(section.body).not.toMatch(/help\.|\{\{/);
        }
      }
    }
  });

  it('quotes each figure where its rule is explained, with the right unit', () => {
    expect(article('en', 'paying_per_minute')).toContain('enough for 5 minutes');
    expect(article('en', 'paying_per_minute')).toContain('within 30 seconds');
    expect(article('en', 'free_first_chat')).toContain('free for 3 minutes');
    expect(article('en', 'free_first_chat')).toContain('within 60 seconds');
    expect(article('en', 'calls')).toContain('for 1 second.');
    expect(article('en', 'adding_money')).toContain('18.5% GST');
    expect(article('de', 'adding_money')).toContain('18,5 % GST');
    expect(article('de', 'free_first_chat')).toContain('3 Minuten lang kostenlos');
  });

  it("states the viewer's market's tax: GST on top in India, VAT included in Germany", () => {
    const german = article('de', 'adding_money', FACTS, 'EUR');
    expect(german).toContain('19 % in Deutschland');
    expect(german).not.toContain('GST');
    expect(article('en', 'adding_money', FACTS, 'EUR')).toContain('VAT (19% in Germany');
  });

  it('says a rule is off instead of quoting a zero', () => {
    const off: HelpFacts = {
      ...FACTS,
      freeChatMinutes: 0,
      markets: [{ country: 'IN', currency: 'INR', taxMode: 'exclusive', taxPercent: 0 }],
    };
    expect(article('en', 'free_first_chat', off)).toContain('not on offer at the moment');
    expect(article('en', 'free_first_chat', off)).not.toContain('0 minutes');
    expect(article('en', 'adding_money', off)).toContain('No tax is added');
    expect(article('en', 'adding_money', off)).not.toContain('GST');
  });
});

describe('help search', () => {
  const ids = (language: 'en' | 'de', query: string) =>
    searchHelpArticles(texts(language), query).map((text) => text.id);

  it('keeps every article for an empty query', () => {
    expect(ids('en', '  ')).toEqual(HELP_ARTICLES.map((a) => a.id));
  });

  it('finds words anywhere in an article, title and lead matches first', () => {
    expect(ids('en', 'refund')[0]).toBe('refunds');
    expect(ids('en', 'microphone')).toEqual(['calls']);
    expect(ids('en', 'GST')).toEqual(['adding_money']);
  });

  it('needs every word, from the start of a word, ignoring case and accents', () => {
    expect(ids('en', 'microphone refund')).toEqual([]);
    expect(ids('de', 'erstattung')[0]).toBe('refunds');
    expect(ids('de', 'datenschutzerklarung')).toEqual(['your_data']);
    expect(ids('en', 'efund')).toEqual([]);
  });
});
