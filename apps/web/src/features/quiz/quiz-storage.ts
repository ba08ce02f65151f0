import { z } from 'zod';
import { readJson, saveToStorage } from '../../lib/storage/storage';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys';
import type { QuizAnswers, QuizId } from './quiz-definitions';

const storedSchema = z.record(z.string(), z.record(z.string(), z.string()));

/** Answers of every quiz, kept on this device so a visitor who comes back finds them again. */
export function readQuizAnswers(quiz: QuizId): QuizAnswers {
  return readJson(STORAGE_KEYS.quizAnswers, storedSchema)?.[quiz] ?? {};
}

export function saveQuizAnswers(quiz: QuizId, answers: QuizAnswers): void {
  const all = readJson(STORAGE_KEYS.quizAnswers, storedSchema) ?? {};
  saveToStorage(STORAGE_KEYS.quizAnswers, { ...all, [quiz]: answers });
}
