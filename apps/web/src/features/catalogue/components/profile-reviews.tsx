import { useInfiniteQuery } from '@tanstack/react-query';

import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useDateTimeFormat } from '../../../lib/time/render-time';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { InlineRetry } from '../../../lib/ui/retry-button';
import { profileReviewsQuery } from '../api/get-profile-reviews';
import { StarRow } from './star-row';

/** The star breakdown, then reviews (the page's language first), five more at a time. */
export function ProfileReviews({ consultantId }: { consultantId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useInfiniteQuery(profileReviewsQuery(consultantId, language));
  const reviews = query.data?.pages.flatMap((page) => page.items) ?? [];
  const breakdown = query.data?.pages[0]?.ratingBreakdown ?? [];
  const total = breakdown.reduce((sum, row) => sum + row.count, 0);
  // Server-rendered: the same zone on both sides until hydrated (lib/time/render-time.tsx).
  const dateFormat = useDateTimeFormat(language === 'de' ? 'de-DE' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-3">
      <h2 id="reviews-title" className="text-xl font-semibold text-night">
        {t('catalogue.profile.reviews')}
      </h2>
      {query.isError && query.data === undefined ? (
        <InlineRetry
          message={t('catalogue.profile.reviews_failed')}
          onRetry={() => void query.refetch()}
          busy={query.isFetching}
        />
      ) : query.isPending ? (
        <ul aria-hidden="true" className="flex flex-col gap-3">
          {[0, 1].map((index) => (
            <li key={index} className="h-20 rounded-2xl bg-night/5 motion-safe:animate-pulse" />
          ))}
        </ul>
      ) : reviews.length === 0 ? (
        <p className="text-sm text-muted">{t('catalogue.profile.no_reviews')}</p>
      ) : (
        <>
          <RatingBreakdown rows={breakdown} total={total} />
          <ul className="flex flex-col gap-3" data-testid="review-list">
            {reviews.map((review) => (
              <li
                key={review.id}
                data-testid="review"
                className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night/5"
              >
                <StarRow
                  filled={review.rating}
                  label={t('catalogue.card.rating', { rating: review.rating })}
                  sizeClass="size-3.5"
                />
                {/* A rating from a chat may come without words. */}
                {review.text === '' ? null : (
                  <p lang={review.language} className="mt-2 text-sm text-ink">
                    {review.text}
                  </p>
                )}
                <p className="mt-2 text-xs text-muted">
                  {t('catalogue.profile.review_by', {
                    name:
                      review.authorFirstName === ''
                        ? t('catalogue.profile.review_anonymous')
                        : review.authorFirstName,
                    date: dateFormat.format(new Date(review.createdAt)),
                  })}
                </p>
                {review.reply === null ? null : (
                  <div
                    data-testid="review-reply"
                    className="mt-3 rounded-2xl bg-violet-soft p-3 text-sm text-night"
                  >
                    <p className="font-semibold">{t('catalogue.profile.review_reply')}</p>
                    <p className="mt-1 break-words">{review.reply}</p>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {query.hasNextPage ? (
        <button
          type="button"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className={`${buttonStyles.secondary} self-start`}
        >
          {t('catalogue.profile.more_reviews')}
        </button>
      ) : null}
    </section>
  );
}

/** How many reviews gave each number of stars, as bars (decision 048). */
function RatingBreakdown({
  rows,
  total,
}: {
  rows: readonly { stars: number; count: number }[];
  total: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="text-sm font-semibold text-night">{t('catalogue.profile.breakdown_title')}</h3>
      <dl data-testid="rating-breakdown" className="flex max-w-sm flex-col gap-1 text-sm">
        {rows.map((row) => (
          <div
            key={row.stars}
            data-stars={row.stars}
            data-count={row.count}
            className="grid grid-cols-[2.5rem_1fr_2.5rem] items-center gap-2"
          >
            <dt className="text-muted">
              <span aria-hidden="true">{row.stars} ★</span>
              <span className="sr-only">
                {t('catalogue.profile.breakdown_row', { stars: row.stars, count: row.count })}
              </span>
            </dt>
            <dd aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-night/10">
              <span
                className="block h-full rounded-full bg-gold"
                style={{ width: `${total === 0 ? 0 : Math.round((row.count / total) * 100)}%` }}
              />
            </dd>
            <dd className="text-right text-muted">{row.count}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
