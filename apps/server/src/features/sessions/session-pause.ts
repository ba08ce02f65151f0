import { and, eq, isNull, lte } from 'drizzle-orm';
import type { SessionDeps } from './session-deps';
import { endChat } from './session-lifecycle';
import { notifyOrder } from './session-notify';
import { chatOrders } from './session-tables';

/*
 * An active chat while the psychic's console is gone: the clock stands still (nothing is billed and
 * the deadline does not come), the user is told, and the chat resumes if they return within the
 * grace period or ends after it, billed for the time both were there (decision 025). Every step is
 * a conditional update, so instances doing it at once act once.
 */

/** Stops the clock of the psychic's active chat, from `at` (when their last console went). */
export async function pauseChatOf(
  deps: Pick<SessionDeps, 'db' | 'io'>,
  consultantId: number,
  at: Date,
): Promise<number | undefined> {
  const [row] = await deps.db
    .update(chatOrders)
    .set({ pausedAt: at, pauseReason: 'consultant_away' })
    .where(
      and(
        eq(chatOrders.consultantId, consultantId),
        eq(chatOrders.status, 'active'),
        isNull(chatOrders.pausedAt),
      ),
    )
    .returning({ id: chatOrders.id });
  if (row === undefined) return undefined;
  await notifyOrder(deps, 'paused', row.id);
  return row.id;
}

/** The psychic is back: the clock runs again and the deadline moves by the time it stood still. */
export async function resumeChatOf(
  deps: Pick<SessionDeps, 'db' | 'io' | 'clock'>,
  consultantId: number,
): Promise<number | undefined> {
  const [order] = await deps.db
    .select()
    .from(chatOrders)
    .where(
      and(
        eq(chatOrders.consultantId, consultantId),
        eq(chatOrders.status, 'active'),
        eq(chatOrders.pauseReason, 'consultant_away'),
      ),
    );
  if (order?.pausedAt == null || order.endsAt === null) return undefined;
  const pause = Math.max(0, deps.clock().getTime() - order.pausedAt.getTime());
  const [row] = await deps.db
    .update(chatOrders)
    .set({
      pausedAt: null,
      pauseReason: null,
      pausedMs: order.pausedMs + pause,
      endsAt: new Date(order.endsAt.getTime() + pause),
    })
    .where(
      and(
        eq(chatOrders.id, order.id),
        eq(chatOrders.status, 'active'),
        eq(chatOrders.pausedAt, order.pausedAt),
      ),
    )
    .returning({ id: chatOrders.id });
  if (row === undefined) return undefined;
  await notifyOrder(deps, 'resumed', row.id);
  return row.id;
}

/** Ends the chats whose psychic has been gone for the whole grace period. */
export async function endAbandonedChats(deps: SessionDeps, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - deps.config.consoleGraceSeconds * 1000);
  const due = await deps.db
    .select({ id: chatOrders.id })
    .from(chatOrders)
    .where(
      and(
        eq(chatOrders.status, 'active'),
        eq(chatOrders.pauseReason, 'consultant_away'),
        lte(chatOrders.pausedAt, since),
      ),
    );
  const ended: number[] = [];
  for (const { id } of due) {
    if (await endChat(deps, id, 'lost_connection')) ended.push(id);
  }
  return ended;
}
