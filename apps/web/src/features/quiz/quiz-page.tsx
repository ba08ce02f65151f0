import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../lib/ui/button-styles';
import { PageHero } from '../../lib/ui/page-hero';
import { isComplete, QUIZZES, type QuizAnswers, type QuizId } from './quiz-definitions';
import { optionKey, questionKey } from './quiz-text-keys';
import { QuizResults } from './quiz-results';
import { readQuizAnswers, saveQuizAnswers } from './quiz-storage';

/**
 * A quiz funnel: one question at a time, then the psychics who fit the answers. Every answer is
 * saved at once, so a visitor who leaves and comes back continues where they were (or sees their
 * result again).
 */
export function QuizPage({ quiz: quizId }: { quiz: QuizId }) {
  const { t } = useTranslation();
  const quiz = QUIZZES[quizId];
  const [answers, setAnswers] = useState<QuizAnswers>(() => readQuizAnswers(quizId));
  const firstOpen = quiz.questions.findIndex((question) => answers[question.id] === undefined);
  const [step, setStep] = useState(() => (firstOpen === -1 ? quiz.questions.length : firstOpen));
  const legendId = useId();

  const update = (next: QuizAnswers) => {
    setAnswers(next);
    saveQuizAnswers(quizId, next);
  };
  const restart = () => {
    update({});
    setStep(0);
  };

  const question = quiz.questions[step];
  const showResults = question === undefined && isComplete(quiz, answers);

  return (
    <>
      <PageHero
        title={t(`quiz.quizzes.${quizId}.title`)}
        lead={t(`quiz.quizzes.${quizId}.lead`)}
        badge={t('quiz.badge')}
      />
      <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
        {showResults || question === undefined ? (
          <QuizResults
            quiz={quiz}
            answers={answers}
            onChange={() => {
              setStep(0);
            }}
            onRestart={restart}
          />
        ) : (
          <form
            className="max-w-2xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night/5"
            data-testid="quiz-question"
            data-question={question.id}
            onSubmit={(event) => {
              event.preventDefault();
              if (answers[question.id] !== undefined) setStep(step + 1);
            }}
          >
            <p className="text-sm font-semibold text-muted">
              {t('quiz.progress', { current: step + 1, total: quiz.questions.length })}
            </p>
            <fieldset className="mt-2" aria-labelledby={legendId}>
              <legend id={legendId} className="text-xl font-semibold text-night">
                {t(questionKey(question.id))}
              </legend>
              <div className="mt-4 grid gap-3">
                {question.options.map((option) => {
                  const checked = answers[question.id] === option.id;
                  return (
                    <label
                      key={option.id}
                      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl px-4 py-3 ring-1 transition-colors duration-200 ${checked ? 'bg-violet-soft text-night ring-violet' : 'bg-paper text-ink ring-night/10 hover:bg-violet-soft'}`}
                    >
                      <input
                        type="radio"
                        name={question.id}
                        value={option.id}
                        checked={checked}
                        onChange={() => {
                          update({ ...answers, [question.id]: option.id });
                        }}
                        className="size-4 accent-violet"
                      />
                      {t(optionKey(question.id, option.id))}
                    </label>
                  );
                })}
              </div>
            </fieldset>
            <div className="mt-6 flex flex-wrap gap-3">
              {step > 0 ? (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => {
                    setStep(step - 1);
                  }}
                >
                  {t('quiz.back')}
                </button>
              ) : null}
              <button
                type="submit"
                className={buttonStyles.primary}
                disabled={answers[question.id] === undefined}
              >
                {step === quiz.questions.length - 1 ? t('quiz.see_results') : t('quiz.next')}
              </button>
            </div>
          </form>
        )}
      </div>
    </>
  );
}
