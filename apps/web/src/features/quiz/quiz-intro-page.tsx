import { ArrowRight, Compass, Heart, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../lib/ui/localized-link';
import { PageHero } from '../../lib/ui/page-hero';
import { QUIZZES, type QuizId } from './quiz-definitions';

const CHOICES: readonly { id: QuizId; icon: LucideIcon }[] = [
  { id: 'heart', icon: Heart },
  { id: 'path', icon: Compass },
];

/** `landing-page-v2`: what troubles you? Two short quizzes lead to the right psychics. */
export function QuizIntroPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t('quiz.intro.title')} lead={t('quiz.intro.lead')} />
      <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
        <ul className="grid max-w-3xl gap-4 md:grid-cols-2">
          {CHOICES.map(({ id, icon: Icon }) => (
            <li key={id}>
              <LocalizedLink
                to={QUIZZES[id].path}
                data-testid={`quiz-start-${id}`}
                className="flex h-full flex-col gap-3 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night/5 transition-colors duration-200 hover:bg-violet-soft"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-violet-soft text-violet">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-lg font-semibold text-night">
                  {t(`quiz.quizzes.${id}.title`)}
                </span>
                <span className="text-muted">{t(`quiz.quizzes.${id}.lead`)}</span>
                <span className="mt-auto inline-flex items-center gap-1 font-semibold text-violet">
                  {t('quiz.intro.start')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </LocalizedLink>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-sm text-muted">{t('quiz.intro.note')}</p>
      </div>
    </>
  );
}
