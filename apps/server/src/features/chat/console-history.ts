import type { ConsoleHistory } from '@lumus/contract/chat/chat-calls';
import { and, count, eq, lt } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { earningsByCurrency } from '../sessions/consultant-figures';
import { loadOrders } from '../sessions/order-view';
import { chatOrders } from '../sessions/session-tables';

/**
 * One page of a psychic's ended chats, newest first (by id, which never changes, so a page
 * boundary stays put while other chats end). The totals are summed by the database over all of
 * them. One row more than the page is read to know whether another page follows.
 */
export async function consultantHistory(
  db: Database,
  consultantId: number,
  input: Readonly<{ beforeId?: number | undefined; pageSize: number }>,
): Promise<ConsoleHistory> {
  const ended = and(eq(chatOrders.consultantId, consultantId), eq(chatOrders.status, 'ended'));
  const rows = await loadOrders(
    db,
    and(ended, input.beforeId === undefined ? undefined : lt(chatOrders.id, input.beforeId)),
    { newestFirst: true, limit: input.pageSize + 1 },
  );
  const [totals] = await db.select({ chats: count() }).from(chatOrders).where(ended);
  const orders = rows.slice(0, input.pageSize);
  const last = orders.at(-1);
  return {
    orders,
    totalEarnings: await earningsByCurrency(db, ended),
    totalChats: totals?.chats ?? 0,
    nextBeforeId: rows.length > input.pageSize && last !== undefined ? last.id : null,
  };
}
