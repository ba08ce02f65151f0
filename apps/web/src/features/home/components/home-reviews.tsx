import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { consultantListQuery } from '../../catalogue/api/get-consultant-list';
import { homeReviewsQuery } from '../api/home-reviews';
import { HomeSection } from './home-section';
import { StarRow } from '../../catalogue/components/star-row';
import { useListViewer } from '../../catalogue/api/use-list-viewer';

const FEATURED = 3;

/** Recent words of real users about the psychics at the top of the list. */
export function HomeReviews() {
  const { t } = useTranslation();
  const listViewer = useListViewer();
  const list = useInfiniteQuery(consultantListQuery({ sort: 'recommended' }, listViewer));
  const featured = (list.data?.pages[0]?.items ?? [])
    .filter((consultant) => consultant.reviewCount > 0)
    .slice(0, FEATURED);
  const reviews = useQuery({ ...homeReviewsQuery(featured), enabled: featured.length > 0 });
  const items = reviews.data ?? [];
  // No reviews yet (a new installation) means no section rather than an empty promise.
  if (list.isSuccess && featured.length === 0) return null;
  if (reviews.isSuccess && items.length === 0) return null;
  return (
    <HomeSection id="reviews" title={t('home.reviews.title')} lead={t('home.reviews.lead')}>
      <ul className="grid gap-4 md:grid-cols-3" aria-busy={!reviews.isSuccess}>
        {items.map((review) => (
          <li
            key={review.id}
            className="flex flex-col gap-3 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night/5"
          >
            <Quote aria-hidden="true" className="size-6 text-gold" />
            <StarRow
              filled={review.rating}
              label={t('home.reviews.stars', { count: review.rating })}
              sizeClass="size-4"
            />
            <blockquote className="flex-1 text-ink/85" lang={review.language}>
              {review.text}
            </blockquote>
            <p className="text-sm text-muted">
              {t('home.reviews.by', { name: review.authorFirstName })}{' '}
              <LocalizedLink
                to={`/profile/${review.consultantSlug}`}
                className="font-semibold text-violet hover:underline"
              >
                {t('home.reviews.about', { name: review.consultantName })}
              </LocalizedLink>
            </p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
