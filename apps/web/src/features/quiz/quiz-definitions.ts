import type { ConsultantCategory } from '@lumus/contract/catalogue/consultant';

/**
 * The two quiz funnels. Each option leans towards catalogue categories; the category with the
 * most weight over all answers picks the recommended psychics. Texts: `quiz.questions.<id>.*`.
 */
type QuizOption = Readonly<{
  id: string;
  weights: Partial<Record<ConsultantCategory, number>>;
}>;
type QuizQuestion = Readonly<{ id: string; options: readonly QuizOption[] }>;
export type QuizId = 'heart' | 'path';
export type Quiz = Readonly<{ id: QuizId; path: string; questions: readonly QuizQuestion[] }>;

export const QUIZZES: Readonly<Record<QuizId, Quiz>> = {
  heart: {
    id: 'heart',
    path: '/landing-page-v2/quiz',
    questions: [
      {
        id: 'situation',
        options: [
          { id: 'relationship', weights: { relationships: 2 } },
          { id: 'single', weights: { love: 2 } },
          { id: 'breakup', weights: { love: 2, spiritual_healing: 1 } },
          { id: 'complicated', weights: { relationships: 2, tarot: 1 } },
        ],
      },
      {
        id: 'worry',
        options: [
          { id: 'feelings', weights: { love: 1, tarot: 1 } },
          { id: 'trust', weights: { relationships: 1, tarot: 1 } },
          { id: 'future', weights: { astrology: 1, love: 1 } },
          { id: 'family_approval', weights: { family: 2 } },
        ],
      },
      {
        id: 'approach',
        options: [
          { id: 'stars', weights: { astrology: 2 } },
          { id: 'cards', weights: { tarot: 2 } },
          { id: 'numbers', weights: { numerology: 2 } },
          { id: 'intuition', weights: { spiritual_healing: 2 } },
        ],
      },
    ],
  },
  path: {
    id: 'path',
    path: '/landing-page-v2/quiz-2',
    questions: [
      {
        id: 'area',
        options: [
          { id: 'career', weights: { career: 3 } },
          { id: 'money', weights: { finance: 3 } },
          { id: 'family', weights: { family: 3 } },
          { id: 'self', weights: { spiritual_healing: 3 } },
        ],
      },
      {
        id: 'since',
        options: [
          { id: 'days', weights: { tarot: 1 } },
          { id: 'weeks', weights: {} },
          { id: 'months', weights: { astrology: 1 } },
          { id: 'years', weights: { vedic: 1 } },
        ],
      },
      {
        id: 'method',
        options: [
          { id: 'vedic', weights: { vedic: 2 } },
          { id: 'cards', weights: { tarot: 2 } },
          { id: 'numbers', weights: { numerology: 2 } },
          { id: 'palm', weights: { palmistry: 2 } },
        ],
      },
    ],
  },
};

export type QuizAnswers = Readonly<Record<string, string>>;

export function isComplete(quiz: Quiz, answers: QuizAnswers): boolean {
  return quiz.questions.every((question) =>
    question.options.some((option) => option.id === answers[question.id]),
  );
}

/** The category with the most weight; on a tie, the one the first answer leaned to. */
export function recommendedCategory(quiz: Quiz, answers: QuizAnswers): ConsultantCategory | null {
  const totals = new Map<ConsultantCategory, number>();
  for (const question of quiz.questions) {
    const option = question.options.find((candidate) => candidate.id === answers[question.id]);
    for (const [category, weight] of Object.entries(option?.weights ?? {})) {
      const key = category as ConsultantCategory;
      totals.set(key, (totals.get(key) ?? 0) + weight);
    }
  }
  let best: ConsultantCategory | null = null;
  let bestWeight = 0;
  for (const [category, weight] of totals) {
    if (weight > bestWeight) {
      best = category;
      bestWeight = weight;
    }
  }
  return best;
}
