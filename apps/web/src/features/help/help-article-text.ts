import { HELP_ARTICLES, type HelpArticleId } from '@lumus/contract/help/help-articles';
import type { HelpFacts } from '@lumus/contract/help/help-facts';
import type { MarketCurrency } from '@lumus/contract/markets/market-currency';
import type { TFunction } from 'i18next';
import type en from '../../locales/en.json';

type Articles = typeof en.help.articles;
type SectionKey<Id extends HelpArticleId> = keyof Articles[Id]['sections'];
type TaxMarket = HelpFacts['markets'][number];

export type HelpSection = Readonly<{ key: string; heading: string; body: string }>;
export type HelpArticleText = Readonly<{
  id: HelpArticleId;
  slug: string;
  title: string;
  lead: string;
  sections: readonly HelpSection[];
}>;

/**
 * The market whose tax the viewer meets (decision 045): theirs by currency; for the euro the
 * German rate first (the market the operator names by default), else the first euro market.
 */
function taxMarketOf(facts: HelpFacts, currency: MarketCurrency): TaxMarket | undefined {
  const ofCurrency = facts.markets.filter((market) => market.currency === currency);
  return ofCurrency.find((market) => market.country === 'DE') ?? ofCurrency[0];
}

/**
 * Which sections an article shows, in order, given today's figures: a rule that is off (no tax,
 * no free minutes) is stated as off instead of quoting a zero.
 */
function sectionKeys<Id extends HelpArticleId>(
  id: Id,
  market: TaxMarket | undefined,
): SectionKey<Id>[] {
  const tax =
    market === undefined || market.taxPercent === 0
      ? 'tax_none'
      : market.taxMode === 'inclusive'
        ? 'tax_included'
        : 'tax';
  const keys: { [K in HelpArticleId]: (SectionKey<K> & string)[] } = {
    paying_per_minute: ['rate', 'seconds', 'balance', 'dropout', 'history'],
    free_first_chat: ['who', 'psychics', 'end'],
    adding_money: ['packs', tax, 'not_arrived', 'history'],
    refunds: ['automatic', 'report', 'outcome'],
    calls: ['needs', 'billing', 'drop'],
    your_data: ['what', 'who', 'rights'],
  };
  return keys[id];
}

/**
 * Every article's words with the figures filled in, in the page's language and for the viewer's
 * market. The same text is shown on the article's page and searched on the centre's, so a search
 * finds what is written.
 */
export function helpArticleTexts(
  t: TFunction,
  language: string,
  facts: HelpFacts,
  currency: MarketCurrency,
): readonly HelpArticleText[] {
  const market = taxMarketOf(facts, currency);
  const minutes = (count: number) => t('help.minutes', { count });
  const seconds = (count: number) => t('help.seconds', { count });
  const values = {
    minutes: minutes(facts.minimumBalanceMinutes),
    seconds: seconds(facts.psychicGraceSeconds),
    percent: new Intl.NumberFormat(language).format(market?.taxPercent ?? 0),
    country:
      market === undefined
        ? ''
        : (new Intl.DisplayNames([language], { type: 'region' }).of(market.country) ??
          market.country),
  };
  // Each article's own figures where it quotes another one under the same name.
  const own: Partial<Record<HelpArticleId, Record<string, string>>> = {
    free_first_chat: {
      minutes: minutes(facts.freeChatMinutes),
      seconds: seconds(facts.freeMinutesConsentSeconds),
    },
    calls: { seconds: seconds(facts.callGraceSeconds) },
  };
  return HELP_ARTICLES.map((article) => {
    const id = article.id;
    const options = { ...values, ...own[id] };
    const base = `help.articles.${id}` as 'help.articles.refunds';
    const lead =
      id === 'free_first_chat' && facts.freeChatMinutes === 0
        ? t('help.articles.free_first_chat.lead_off')
        : t(`${base}.lead`, options);
    return {
      id,
      slug: article.slug,
      title: t(`titles.help_${id}`),
      lead,
      sections: sectionKeys(id, market).map((key) => {
        const section =
          `${base}.sections.${String(key)}` as 'help.articles.refunds.sections.report';
        return {
          key: String(key),
          heading: t(`${section}.heading`, options),
          body: t(`${section}.body`, options),
        };
      }),
    };
  });
}
