import { z } from 'zod';
import { idField, intField } from '../fields';
import { defineCall } from '../call';

export const REVIEWS_MAX_PAGE_SIZE = 50;
export const REVIEWS_DEFAULT_PAGE_SIZE = 5;

const atLeastOne = z.number().min(1, { error: 'must be at least 1' });

export const profileReviewsInputSchema = z.object({
  consultantId: idField,
  page: intField.pipe(atLeastOne.max(10_000, { error: 'must be at most 10000' })).optional(),
  pageSize: intField
    .pipe(
      atLeastOne.max(REVIEWS_MAX_PAGE_SIZE, { error: `must be at most ${REVIEWS_MAX_PAGE_SIZE}` }),
    )
    .optional(),
  /** The page's language: reviews written in it come first (each group newest first). */
  language: z.enum(['en', 'de']).optional(),
});
export type ProfileReviewsInput = z.input<typeof profileReviewsInputSchema>;

export const reviewSchema = z.object({
  id: z.number().int().positive(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  /** The language the review was written in (`en` or `de`). */
  language: z.string(),
  authorFirstName: z.string(),
  /** ISO timestamp. */
  createdAt: z.string(),
  /** The psychic's one reply, shown under the review; null until they write it. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const profileReviewsDataSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  hasMore: z.boolean(),
  /** How many reviews gave 5, 4, 3, 2 and 1 stars, in that order (all reviews, not this page). */
  ratingBreakdown: z.array(
    z.object({ stars: z.number().int().min(1).max(5), count: z.number().int().nonnegative() }),
  ),
});

export type ProfileReviewsResponse = z.infer<typeof profileReviewsCall.response>;

/**
 * Spec §7 `rating-review/get/forProfile`: a consultant's reviews, newest first (those in the
 * page's language first when it is given), with the star breakdown.
 */
export const profileReviewsCall = defineCall({
  path: '/api/rating-review/get/forProfile',
  methods: ['GET', 'POST'],
  summary: "A psychic's reviews, newest first, in pages",
  input: profileReviewsInputSchema,
  output: profileReviewsDataSchema,
  auth: 'none',
});
