import { and, count, eq, inArray } from 'drizzle-orm';
import type { SessionDeps } from './session-deps';
import { chatOrders } from './session-tables';

/** A new user's first chat: no chat of theirs ever started. */
export async function isFirstChat(deps: Pick<SessionDeps, 'db'>, userId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(chatOrders)
    .where(and(eq(chatOrders.userId, userId), inArray(chatOrders.status, ['active', 'ended'])));
  return (row?.n ?? 0) === 0;
}
