import { and, count, eq, inArray } from 'drizzle-orm';
import type { ChatDeps } from './chat-deps';
import { chatOrders } from './chat-tables';

/** A new user's first chat: no chat of theirs ever started. */
export async function isFirstChat(deps: Pick<ChatDeps, 'db'>, userId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(chatOrders)
    .where(and(eq(chatOrders.userId, userId), inArray(chatOrders.status, ['active', 'ended'])));
  return (row?.n ?? 0) === 0;
}
