import { useInfiniteQuery } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../lib/ui/button-styles';
import { LocalizedLink } from '../../lib/ui/localized-link';
import { consultantListQuery } from '../catalogue/api/get-consultant-list';
import { useFreeChatOfferOn } from '../chat/api/free-chat-offer';
import { CardSkeletons } from '../catalogue/components/card-skeleton';
import { PsychicCard } from '../catalogue/components/psychic-card';
import { useCatalogueSubscription } from '../catalogue/live/use-catalogue-subscription';
import type { Quiz, QuizAnswers } from './quiz-definitions';
import { composeQuizReading } from './quiz-reading';
import { useListViewer } from '../catalogue/api/use-list-viewer';

const SHOWN = 3;

/** The psychics of the category the answers point to (online first), and the ways to start. */
export function QuizResults({
  quiz,
  answers,
  onChange,
  onRestart,
}: {
  quiz: Quiz;
  answers: QuizAnswers;
  onChange: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const reading = composeQuizReading(quiz, answers);
  const { category } = reading;
  const listViewer = useListViewer();
  const byCategory = useInfiniteQuery(
    consultantListQuery(
      { sort: 'recommended', ...(category === null ? {} : { category }) },
      listViewer,
    ),
  );
  const fitting = byCategory.data?.pages[0]?.items ?? [];
  // A category nobody offers yet still ends with someone to talk to.
  const everyone = useInfiniteQuery({
    ...consultantListQuery({ sort: 'recommended' }, listViewer),
    enabled: byCategory.isSuccess && fitting.length === 0,
  });
  const items = (fitting.length > 0 ? fitting : (everyone.data?.pages[0]?.items ?? [])).slice(
    0,
    SHOWN,
  );
  const loading = byCategory.isPending || (fitting.length === 0 && everyone.isFetching);
  useCatalogueSubscription();
  const offerOn = useFreeChatOfferOn();

  return (
    <section aria-labelledby="quiz-result" data-testid="quiz-results" data-category={category}>
      <div
        data-testid="quiz-reading"
        className="mb-8 max-w-2xl space-y-3 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night/5"
      >
        <h2 className="text-2xl font-semibold text-night">{t('quiz.result.reading_title')}</h2>
        {reading.sentences.map((key) => (
          // The keys come from quiz-reading.ts; its test checks each exists in both languages.
          <p key={key} className="text-ink">
            {t(key as 'quiz.result.title')}
          </p>
        ))}
      </div>
      <h2 id="quiz-result" className="text-2xl font-semibold text-night">
        {t('quiz.result.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-muted">
        {category === null
          ? t('quiz.result.lead_any')
          : t('quiz.result.lead', { category: t(`catalogue.categories.${category}`) })}
      </p>
      <div className="mt-6">
        {loading ? (
          <CardSkeletons count={SHOWN} />
        ) : items.length === 0 ? (
          <p className="rounded-3xl bg-white p-6 text-muted ring-1 ring-night/5">
            {t('quiz.result.empty')}
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="quiz-psychics">
            {items.map((consultant) => (
              <PsychicCard key={consultant.id} consultant={consultant} />
            ))}
          </div>
        )}
      </div>
      {offerOn ? (
        <div
          data-testid="quiz-free-chat"
          className="mt-6 flex flex-col gap-4 rounded-3xl bg-night p-6 text-white sm:flex-row sm:items-center"
        >
          <Gift aria-hidden="true" className="size-8 shrink-0 text-gold" />
          <p className="flex-1">{t('quiz.result.free_chat_text')}</p>
          <LocalizedLink to="/free-chat" className={buttonStyles.light}>
            {t('quiz.result.free_chat')}
          </LocalizedLink>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <LocalizedLink
          to={category === null ? '/chat-with-psychic' : `/chat-with-psychic?category=${category}`}
          className={buttonStyles.secondary}
        >
          {t('quiz.result.all')}
        </LocalizedLink>
        <button type="button" className={buttonStyles.secondary} onClick={onChange}>
          {t('quiz.result.change')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onRestart}>
          {t('quiz.result.restart')}
        </button>
      </div>
    </section>
  );
}
