import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { loadOrders } from './order-view';
import { chatOrders } from './session-tables';

/** How many missed requests the console lists, newest first. */
export const MISSED_LISTED = 20;

/**
 * Requests the psychic never answered: lapsed while still queued, or released because they went
 * away or were suspended. (A request the user let lapse after acceptance was answered.)
 */
export const missedRequest: SQL = or(
  and(eq(chatOrders.status, 'expired'), isNull(chatOrders.acceptedAt)),
  and(
    eq(chatOrders.status, 'declined'),
    inArray(chatOrders.endReason, ['consultant_away', 'consultant_suspended']),
  ),
) as SQL;

export function missedRequestsOf(db: Database, consultantId: number): Promise<ChatOrder[]> {
  return loadOrders(db, and(eq(chatOrders.consultantId, consultantId), missedRequest), {
    newestFirst: true,
    limit: MISSED_LISTED,
  });
}
