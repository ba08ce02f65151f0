import { z } from 'zod';
import { defineCall } from '../call';
import { idField, intField } from '../fields';
import { textField } from '../text-fields';
import { profileReviewsDataSchema, reviewSchema } from '../catalogue/profile-reviews';

const BOTH = ['GET', 'POST'] as const;
export const CONSOLE_REVIEWS_PAGE_SIZE = 20;
export const REVIEW_REPLY_MAX = 1000;

export const consoleReviewsInputSchema = z.object({
  page: intField
    .pipe(
      z
        .number()
        .min(1, { error: 'must be at least 1' })
        .max(10_000, { error: 'must be at most 10000' }),
    )
    .optional(),
});

/** The profile's page of reviews, replies included. */
export const consoleReviewsSchema = profileReviewsDataSchema;
export type ConsoleReviews = z.infer<typeof consoleReviewsSchema>;

export const reviewReplyInputSchema = z.object({
  reviewId: idField,
  reply: textField(REVIEW_REPLY_MAX).min(1, { error: 'is required' }),
});
export type ReviewReplyInput = z.input<typeof reviewReplyInputSchema>;

export const consoleReviewsCall = defineCall({
  path: '/api/console/reviews/get',
  methods: BOTH,
  summary: "The signed-in psychic's reviews, newest first, with their replies",
  input: consoleReviewsInputSchema,
  output: consoleReviewsSchema,
  auth: 'user',
});

/** One reply per review, by the psychic reviewed; a second is a 409, another's review a 404. */
export const reviewReplyCall = defineCall({
  path: '/api/console/review/reply',
  methods: 'POST',
  summary: 'The psychic replies to a review of theirs; the reply shows on their profile',
  input: reviewReplyInputSchema,
  output: reviewSchema,
  auth: 'user',
});
