import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { notifyCatalogueChange } from '../catalogue/catalogue-changes';
import { addChatReview } from '../catalogue/chat-reviews';
import { users } from '../users/users-tables';
import type { ChatOrderRow } from '../sessions/order-view';
import { chatRatings } from './chat-tables';

type RatingRow = typeof chatRatings.$inferSelect;

/** The language a review was written in, from the caller's `Accept-Language` (spec §7). */
export function reviewLanguage(acceptLanguage: string | undefined): 'en' | 'de' {
  return acceptLanguage?.trim().toLowerCase().startsWith('de') === true ? 'de' : 'en';
}

/** What the profile shows as the author: the first word of the user's name, nothing more. */
export function authorFirstName(name: string | null): string {
  return name?.trim().split(/\s+/)[0]?.slice(0, 40) ?? '';
}

/**
 * Stores the user's rating of an ended chat and, in the same transaction, the review it makes on
 * the psychic's profile with the new average and count. A chat is rated once: a second rating is
 * a 409 and changes nothing (a review is what the user thought right after the chat; editing it
 * later would let ratings drift away from the chats they describe). The catalogue list cache is
 * told after the commit.
 */
export async function rateChat(
  db: Database,
  order: ChatOrderRow,
  input: { rating: number; review: string; language: 'en' | 'de'; at: Date },
): Promise<RatingRow> {
  const rating = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatRatings)
      .values({
        chatOrderId: order.id,
        userId: order.userId,
        consultantId: order.consultantId,
        rating: input.rating,
        review: input.review,
        createdAt: input.at,
      })
      .onConflictDoNothing()
      .returning();
    if (row === undefined) throw new CallFailure(409, 'This chat is already rated.');
    const [user] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, order.userId));
    const added = await addChatReview(tx, {
      consultantId: order.consultantId,
      chatOrderId: order.id,
      rating: input.rating,
      text: input.review,
      language: input.language,
      authorFirstName: authorFirstName(user?.name ?? null),
      createdAt: input.at,
    });
    if (!added) throw new CallFailure(409, 'This chat is already rated.');
    return row;
  });
  notifyCatalogueChange(db);
  return rating;
}
