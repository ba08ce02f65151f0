import { and, eq, isNull, lte } from 'drizzle-orm';
import type { SessionDeps } from './session-deps';
import { endChat } from './session-lifecycle';
import { notifyOrder } from './session-notify';
import { chatOrders } from './session-tables';
import type { ChatOrderRow } from './order-view';

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

/**
 * What ends a pause of an active session once its reason is gone (the console is back, the user
 * agreed to go on): the clock runs again and the deadline moves by the time it stood still; but a
 * call whose audio is not up both ways stays paused, now for `media`, from the same moment (the
 * call grace runs from there). Conditional on the pause being the one read, so of two callers at
 * once one acts. Returns the event told ('resumed' or 'paused'), or undefined when nothing changed.
 */
export async function resumeOrRepause(
  deps: Pick<SessionDeps, 'db' | 'io' | 'clock'>,
  order: ChatOrderRow,
): Promise<'resumed' | 'paused' | undefined> {
  if (order.status !== 'active' || order.pausedAt === null || order.endsAt === null) {
    return undefined;
  }
  const samePause = and(
    eq(chatOrders.id, order.id),
    eq(chatOrders.status, 'active'),
    eq(chatOrders.pausedAt, order.pausedAt),
    order.pauseReason === null ? undefined : eq(chatOrders.pauseReason, order.pauseReason),
  );
  const mediaUp = order.userMediaUp && order.consultantMediaUp;
  if (order.kind === 'call' && !mediaUp) {
    if (order.pauseReason === 'media') return undefined;
    const [row] = await deps.db
      .update(chatOrders)
      .set({ pauseReason: 'media' })
      .where(samePause)
      .returning({ id: chatOrders.id });
    if (row === undefined) return undefined;
    await notifyOrder(deps, 'paused', row.id);
    return 'paused';
  }
  const pause = Math.max(0, deps.clock().getTime() - order.pausedAt.getTime());
  const [row] = await deps.db
    .update(chatOrders)
    .set({
      pausedAt: null,
      pauseReason: null,
      pausedMs: order.pausedMs + pause,
      endsAt: new Date(order.endsAt.getTime() + pause),
    })
    // A call resumes only while both sides still say their audio is up (a report may have come
    // in between the read and this write).
    .where(
      order.kind === 'call'
        ? and(samePause, eq(chatOrders.userMediaUp, true), eq(chatOrders.consultantMediaUp, true))
        : samePause,
    )
    .returning({ id: chatOrders.id });
  if (row === undefined) return undefined;
  await notifyOrder(deps, 'resumed', row.id);
  return 'resumed';
}

/**
 * The psychic is back: the clock runs again and the deadline moves by the time it stood still (a
 * call whose audio is not up both ways stays paused for `media`).
 */
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
  if (order === undefined) return undefined;
  return (await resumeOrRepause(deps, order)) === undefined ? undefined : order.id;
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

/** Ends the calls whose audio has been down (or never came up) for the whole call grace period. */
export async function endLostCalls(deps: SessionDeps, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - deps.config.callGraceSeconds * 1000);
  const due = await deps.db
    .select({ id: chatOrders.id })
    .from(chatOrders)
    .where(
      and(
        eq(chatOrders.status, 'active'),
        eq(chatOrders.pauseReason, 'media'),
        lte(chatOrders.pausedAt, since),
      ),
    );
  const ended: number[] = [];
  for (const { id } of due) {
    if (await endChat(deps, id, 'connection_lost')) ended.push(id);
  }
  return ended;
}
