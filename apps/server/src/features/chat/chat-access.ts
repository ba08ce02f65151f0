import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { consultants } from '../catalogue/catalogue-tables';
import { chatOrders } from '../sessions/session-tables';
import type { ChatOrderRow } from '../sessions/order-view';
import type { SessionSide } from '../sessions/session-lifecycle';
import { assertConsultantMayUse, consoleAccountOf } from './console-suspension';

/** A chat's sides are its session's. */
export type ChatSide = SessionSide;

export const REASON_NOT_YOUR_CHAT = 'This chat is not yours.';

/** The consultant row a signed-in account speaks for, if any. */
export async function consultantIdOfUser(
  db: Database,
  userId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: consultants.id })
    .from(consultants)
    .where(eq(consultants.userId, userId));
  return row?.id;
}

/**
 * The order and which side of it the caller is on. Anyone else gets a 403: only the chat's user and
 * consultant may join, read, send or end it. A suspended consultant keeps only the chat in
 * progress (console-suspension.ts).
 */
export async function orderForParticipant(
  db: Database,
  chatId: number,
  userId: number,
): Promise<{ row: ChatOrderRow; side: ChatSide }> {
  const [row] = await db.select().from(chatOrders).where(eq(chatOrders.id, chatId));
  if (row === undefined) throw new CallFailure(404, 'No such chat.');
  if (row.userId === userId) return { row, side: 'user' };
  const consultant = await consoleAccountOf(db, userId);
  if (consultant !== undefined && consultant.id === row.consultantId) {
    assertConsultantMayUse(consultant, row);
    return { row, side: 'consultant' };
  }
  throw new CallFailure(403, REASON_NOT_YOUR_CHAT);
}
