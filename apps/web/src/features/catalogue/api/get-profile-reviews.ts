import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFor, SERVER_RENDERED } from '../../../lib/api/api';
import { catalogueKeys } from './catalogue-keys';

export const REVIEWS_PAGE_SIZE = 5;

/**
 * `rating-review/get/forProfile`, five at a time: reviews in the page's language first, each
 * group newest first, with the star breakdown.
 */
export function profileReviewsQuery(consultantId: number, language: 'en' | 'de') {
  return infiniteQueryOptions({
    queryKey: catalogueKeys.reviews(consultantId, language),
    meta: SERVER_RENDERED,
    queryFn: async ({ pageParam, signal, client }) => {
      // The contract (and zod with it) arrives with the call, not before the page's first paint.
      const { profileReviewsCall } = await import('@lumus/contract/catalogue/profile-reviews');
      return apiFor(client).call(
        profileReviewsCall,
        { consultantId, page: pageParam, pageSize: REVIEWS_PAGE_SIZE, language },
        { signal },
      );
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
