import { consoleReviewsCall, reviewReplyCall } from '@lumus/contract/console/console-reviews';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { consoleKeys } from './console-keys';

/** `console/reviews/get`: the psychic's own reviews with their replies, a page at a time. */
export function consoleReviewsQuery(userId: string | null) {
  return infiniteQueryOptions({
    queryKey: consoleKeys.reviews(userId),
    queryFn: ({ pageParam, signal }) =>
      api.call(consoleReviewsCall, { page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: userId !== null,
  });
}

/** `console/review/reply`: the one public reply to a review. */
export function replyToReview(reviewId: number, reply: string) {
  return api.call(reviewReplyCall, { reviewId, reply });
}
