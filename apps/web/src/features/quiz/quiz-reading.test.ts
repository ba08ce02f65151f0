import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { QUIZZES, type Quiz, type QuizAnswers } from './quiz-definitions';
import { composeQuizReading } from './quiz-reading';

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    if (typeof node !== 'object' || node === null) return undefined;
    return (node as Record<string, unknown>)[part];
  }, tree);
}

/** Every complete set of answers a quiz can get. */
function everyAnswerSet(quiz: Quiz): QuizAnswers[] {
  return quiz.questions.reduce<QuizAnswers[]>(
    (sets, question) =>
      sets.flatMap((set) =>
        question.options.map((option) => ({ ...set, [question.id]: option.id })),
      ),
    [{}],
  );
}

function read(quiz: Quiz, answers: QuizAnswers, language: 'en' | 'de' = 'en'): string[] {
  const { t } = createI18n(language);
  return composeQuizReading(quiz, answers).sentences.map((key) => t(key as 'quiz.result.title'));
}

describe('the quiz reading', () => {
  it('has a sentence for every answer and every outcome, in English and German', () => {
    for (const quiz of Object.values(QUIZZES)) {
      for (const answers of everyAnswerSet(quiz)) {
        for (const key of composeQuizReading(quiz, answers).sentences) {
          expect(typeof lookup(en, key), key).toBe('string');
          expect(typeof lookup(de, key), key).toBe('string');
          expect(lookup(de, key), key).not.toBe(lookup(en, key));
        }
      }
    }
  });

  it('speaks to each answer in the order asked, then names where the answers lead', () => {
    const reading = read(QUIZZES.heart, {
      situation: 'breakup',
      worry: 'trust',
      approach: 'cards',
    });
    expect(reading).toEqual([
      expect.stringMatching(/^You are getting over a breakup/),
      expect.stringMatching(/^Trust is your question/),
      expect.stringMatching(/^You are drawn to the tarot/),
      expect.stringMatching(/point to tarot/),
    ]);
    expect(
      composeQuizReading(QUIZZES.heart, { situation: 'breakup', worry: 'trust', approach: 'cards' })
        .category,
    ).toBe('tarot');
  });

  it('changes with the answers: no two answer sets read the same', () => {
    for (const quiz of Object.values(QUIZZES)) {
      const texts = everyAnswerSet(quiz).map((answers) => read(quiz, answers).join(' '));
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('reads in German under /de, and leaves out what was not answered', () => {
    const german = read(QUIZZES.path, { area: 'career', since: 'years', method: 'vedic' }, 'de');
    expect(german[0]).toMatch(/^Deine Arbeit beschäftigt dich/);
    expect(german.at(-1)).toMatch(/Berufsfragen|vedische Astrologie/);
    expect(read(QUIZZES.path, { area: 'money' })).toEqual([
      expect.stringMatching(/^Money is your concern/),
      expect.stringMatching(/point to finances/),
    ]);
  });
});
