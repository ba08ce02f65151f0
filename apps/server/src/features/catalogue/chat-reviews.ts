import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { consultantReviews, consultants } from './catalogue-tables';

export type ChatReview = Readonly<{
  consultantId: number;
  chatOrderId: number;
  rating: number;
  text: string;
  language: 'en' | 'de';
  authorFirstName: string;
  createdAt: Date;
}>;

/**
 * The catalogue side of a chat rating, for the chat feature to call inside its own transaction:
 * the review joins the psychic's profile and the average and count on the card are recomputed
 * from all reviews. The consultant row is locked first, so two ratings of one psychic committing
 * at once cannot each recompute without the other. Returns false when this chat already has a
 * review (unique per chat). The caller announces the change (`notifyCatalogueChange`) after commit.
 */
export async function addChatReview(tx: Database, review: ChatReview): Promise<boolean> {
  await tx
    .select({ id: consultants.id })
    .from(consultants)
    .where(eq(consultants.id, review.consultantId))
    .for('update');
  const [inserted] = await tx
    .insert(consultantReviews)
    .values(review)
    .onConflictDoNothing()
    .returning({ id: consultantReviews.id });
  if (inserted === undefined) return false;
  const [summary] = await tx
    .select({
      average:
        sql<number>`coalesce(round(avg(${consultantReviews.rating})::numeric, 1), 0)`.mapWith(
          Number,
        ),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(consultantReviews)
    .where(eq(consultantReviews.consultantId, review.consultantId));
  await tx
    .update(consultants)
    .set({ rating: summary?.average ?? 0, reviewCount: summary?.count ?? 0 })
    .where(eq(consultants.id, review.consultantId));
  return true;
}
