/**
 * Translation keys of the quiz texts. The ids come from quiz-definitions.ts, so the compiler cannot
 * see the keys; quiz-definitions.test.ts checks that every one exists in both languages.
 */
export function questionKey(questionId: string) {
  return `quiz.questions.${questionId}.question` as 'quiz.questions.situation.question';
}

export function optionKey(questionId: string, optionId: string) {
  return `quiz.questions.${questionId}.options.${optionId}` as 'quiz.questions.situation.options.single';
}
