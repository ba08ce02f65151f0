import type { Review } from '@lumus/contract/catalogue/profile-reviews';
import { queryOptions } from '@tanstack/react-query';
import { apiFor, SERVER_RENDERED } from '../../../lib/api/api';

export type HomeReview = Review & { consultantName: string; consultantSlug: string };

type Featured = Readonly<{ id: number; displayName: string; slug: string }>;

/**
 * The newest well-rated review of each featured psychic (the first of the list), so the home page
 * quotes real people about psychics a visitor can open right away.
 */
export function homeReviewsQuery(featured: readonly Featured[]) {
  return queryOptions({
    queryKey: ['home', 'reviews', featured.map((consultant) => consultant.id)],
    meta: SERVER_RENDERED,
    queryFn: async ({ signal, client }): Promise<HomeReview[]> => {
      // The contract (and zod with it) arrives with the call, not before the page's first paint.
      const { profileReviewsCall } = await import('@lumus/contract/catalogue/profile-reviews');
      const pages = await Promise.all(
        featured.map((consultant) =>
          apiFor(client).call(
            profileReviewsCall,
            { consultantId: consultant.id, page: 1, pageSize: 3 },
            { signal },
          ),
        ),
      );
      return pages.flatMap((page, index) => {
        const consultant = featured[index];
        const review = page.items.find((item) => item.rating >= 4 && item.text.trim() !== '');
        return consultant === undefined || review === undefined
          ? []
          : [
              {
                ...review,
                consultantName: consultant.displayName,
                consultantSlug: consultant.slug,
              },
            ];
      });
    },
    staleTime: 5 * 60_000,
  });
}
