import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { isComplete, QUIZZES, recommendedCategory } from './quiz-definitions';
import { optionKey, questionKey } from './quiz-text-keys';

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    if (typeof node !== 'object' || node === null) return undefined;
    return (node as Record<string, unknown>)[part];
  }, tree);
}

describe('quiz definitions', () => {
  it('has a question and option text for every quiz entry, in English and German', () => {
    for (const quiz of Object.values(QUIZZES)) {
      for (const question of quiz.questions) {
        for (const locale of [en, de]) {
          expect(typeof lookup(locale, questionKey(question.id)), question.id).toBe('string');
          for (const option of question.options) {
            expect(typeof lookup(locale, optionKey(question.id, option.id)), option.id).toBe(
              'string',
            );
          }
        }
      }
    }
  });

  it('recommends the category the answers lean to most, the first answer breaking ties', () => {
    const heart = QUIZZES.heart;
    expect(
      recommendedCategory(heart, { situation: 'relationship', worry: 'future', approach: 'stars' }),
    ).toBe('astrology');
    // love 3 and astrology 3: the first answer leaned to love.
    expect(
      recommendedCategory(heart, { situation: 'single', worry: 'future', approach: 'stars' }),
    ).toBe('love');
    expect(
      recommendedCategory(heart, {
        situation: 'complicated',
        worry: 'feelings',
        approach: 'cards',
      }),
    ).toBe('tarot');
    expect(
      recommendedCategory(heart, {
        situation: 'relationship',
        worry: 'trust',
        approach: 'numbers',
      }),
    ).toBe('relationships');
    expect(
      recommendedCategory(QUIZZES.path, { area: 'money', since: 'weeks', method: 'palm' }),
    ).toBe('finance');
  });

  it('is complete only when every question has one of its own options', () => {
    const path = QUIZZES.path;
    expect(isComplete(path, { area: 'career', since: 'days' })).toBe(false);
    expect(isComplete(path, { area: 'career', since: 'days', method: 'nonsense' })).toBe(false);
    expect(isComplete(path, { area: 'career', since: 'days', method: 'cards' })).toBe(true);
  });
});
