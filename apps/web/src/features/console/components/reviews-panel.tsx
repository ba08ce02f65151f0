import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useSession } from '../../../lib/session/session-context';
import { useDateTimeFormat } from '../../../lib/time/render-time';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ListMessage, ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { consoleReviewsQuery } from '../api/console-reviews';
import { consoleSummaryQuery } from '../api/console-summary';
import { PerformanceFigures } from './performance-figures';
import { ReviewReplyForm } from './review-reply-form';
import { StarRow } from '../../catalogue/components/star-row';

/** The "Reviews & figures" tab: the last 30 days' figures, then the reviews with replies. */
export function ReviewsPanel() {
  const { t } = useTranslation();
  const { userId } = useSession();
  const language = useLanguage();
  const summary = useQuery(consoleSummaryQuery(userId));
  const reviews = useInfiniteQuery(consoleReviewsQuery(userId));
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  const dateFormat = useDateTimeFormat(language === 'de' ? 'de-DE' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return (
    <div className="space-y-8">
      {summary.data === undefined ? (
        <ListSkeleton rows={1} />
      ) : (
        <PerformanceFigures
          figures={summary.data.figures}
          rating={summary.data.rating}
          reviewCount={summary.data.reviewCount}
        />
      )}
      <section aria-labelledby="console-reviews" className="space-y-3">
        <h2 id="console-reviews" className="text-xl font-semibold text-night">
          {t('console.reviews.title')}
        </h2>
        {reviews.isPending ? (
          <ListSkeleton rows={2} />
        ) : reviews.isError ? (
          <LoadFailedMessage onRetry={() => void reviews.refetch()} />
        ) : items.length === 0 ? (
          <ListMessage title={t('console.reviews.empty_title')} text={t('console.reviews.empty')} />
        ) : (
          <ul className="space-y-3">
            {items.map((review) => (
              <li
                key={review.id}
                data-testid="console-review"
                className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night/5"
              >
                <StarRow
                  filled={review.rating}
                  label={t('catalogue.card.rating', { rating: review.rating })}
                  sizeClass="size-4"
                />
                {review.text === '' ? null : (
                  <p lang={review.language} className="text-sm break-words text-ink">
                    {review.text}
                  </p>
                )}
                <p className="text-xs text-muted">
                  {t('catalogue.profile.review_by', {
                    name:
                      review.authorFirstName === ''
                        ? t('catalogue.profile.review_anonymous')
                        : review.authorFirstName,
                    date: dateFormat.format(new Date(review.createdAt)),
                  })}
                </p>
                {review.reply === null ? (
                  <ReviewReplyForm reviewId={review.id} />
                ) : (
                  <div
                    data-testid="console-review-reply"
                    className="rounded-2xl bg-violet-soft p-3 text-sm break-words text-night"
                  >
                    <p className="font-semibold">{t('console.reviews.your_reply')}</p>
                    <p className="mt-1">{review.reply}</p>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {reviews.hasNextPage ? (
          <button
            type="button"
            onClick={() => void reviews.fetchNextPage()}
            disabled={reviews.isFetchingNextPage}
            className={buttonStyles.secondary}
          >
            {t('console.reviews.more')}
          </button>
        ) : null}
      </section>
    </div>
  );
}
