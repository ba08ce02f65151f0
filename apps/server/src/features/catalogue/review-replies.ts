import type { Review } from '@lumus/contract/catalogue/profile-reviews';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { consultantReviews } from './catalogue-tables';
import { reviewToWire } from './consultant-profile-queries';

export const REASON_NO_SUCH_REVIEW = 'No such review of yours.';
export const REASON_ALREADY_REPLIED = 'You have already replied to this review.';

/**
 * The psychic's reply to a review of theirs, written once: the update only matches their own
 * review without a reply, so two replies sent at once cannot both land. Another psychic's review
 * (or none) is a 404, the same answer either way.
 */
export async function replyToReview(
  db: Database,
  input: Readonly<{ consultantId: number; reviewId: number; reply: string; at: Date }>,
): Promise<Review> {
  const own = and(
    eq(consultantReviews.id, input.reviewId),
    eq(consultantReviews.consultantId, input.consultantId),
  );
  const [row] = await db
    .update(consultantReviews)
    .set({ reply: input.reply, repliedAt: input.at })
    .where(and(own, isNull(consultantReviews.reply)))
    .returning();
  if (row === undefined) {
    const [existing] = await db
      .select({ id: consultantReviews.id })
      .from(consultantReviews)
      .where(own);
    throw existing === undefined
      ? new CallFailure(404, REASON_NO_SUCH_REVIEW)
      : new CallFailure(409, REASON_ALREADY_REPLIED);
  }
  return reviewToWire(row);
}
