import type { ConsultantCategory } from '@lumus/contract/catalogue/consultant';
import { recommendedCategory, type Quiz, type QuizAnswers } from './quiz-definitions';

/**
 * The short personal reading a quiz ends with (decision 047): one sentence per answer, in the
 * order asked, then one for the kind of guidance the answers lean to. Keys under `quiz.reading`;
 * quiz-reading.test.ts checks every one exists in English and German.
 */
export type QuizReading = Readonly<{
  /** Translation keys of the sentences, in reading order. */
  sentences: readonly string[];
  category: ConsultantCategory | null;
}>;

export function answerSentenceKey(questionId: string, optionId: string): string {
  return `quiz.reading.answers.${questionId}.${optionId}`;
}

export function closingSentenceKey(category: ConsultantCategory | null): string {
  return `quiz.reading.closing.${category ?? 'any'}`;
}

export function composeQuizReading(quiz: Quiz, answers: QuizAnswers): QuizReading {
  const sentences: string[] = [];
  for (const question of quiz.questions) {
    const answer = answers[question.id];
    if (question.options.some((option) => option.id === answer) && answer !== undefined) {
      sentences.push(answerSentenceKey(question.id, answer));
    }
  }
  const category = recommendedCategory(quiz, answers);
  sentences.push(closingSentenceKey(category));
  return { sentences, category };
}
