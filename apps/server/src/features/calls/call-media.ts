import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { and, eq, isNull, or } from 'drizzle-orm';
import { CallFailure } from '../../lib/http/call-failure';
import { loadOrder } from '../sessions/order-view';
import type { SessionDeps } from '../sessions/session-deps';
import type { SessionSide } from '../sessions/session-lifecycle';
import { notifyOrder } from '../sessions/session-notify';
import { resumeOrRepause } from '../sessions/session-pause';
import { chatOrders } from '../sessions/session-tables';
import { REASON_CALL_NOT_ACTIVE } from './call-access';

/*
 * A call is billed only while both sides say their audio flows (issue 17), by the server's clock:
 * each report stores that side's flag; both up ends a `media` pause (the deadline moves by it),
 * either down pauses a running call from now. A pause for another reason (the console is gone,
 * consent is asked) only records the flag: whoever ends that pause looks at the flags
 * (`resumeOrRepause`). Every change is a conditional update, so reports racing each other, on
 * this instance or another, leave the flags and the pause agreeing.
 */
export async function reportCallMedia(
  deps: Pick<SessionDeps, 'db' | 'io' | 'clock'>,
  call: Readonly<{ chatId: number; side: SessionSide; connected: boolean }>,
): Promise<ChatOrder> {
  const { chatId, connected } = call;
  const flag = call.side === 'user' ? { userMediaUp: connected } : { consultantMediaUp: connected };
  const [row] = await deps.db
    .update(chatOrders)
    .set(flag)
    .where(and(eq(chatOrders.id, chatId), eq(chatOrders.status, 'active')))
    .returning();
  if (row === undefined) throw new CallFailure(409, REASON_CALL_NOT_ACTIVE);
  if (row.userMediaUp && row.consultantMediaUp) {
    if (row.pauseReason === 'media') await resumeOrRepause(deps, row);
  } else if (row.pausedAt === null) {
    const [paused] = await deps.db
      .update(chatOrders)
      .set({ pausedAt: deps.clock(), pauseReason: 'media' })
      .where(
        and(
          eq(chatOrders.id, chatId),
          eq(chatOrders.status, 'active'),
          isNull(chatOrders.pausedAt),
          // Not when both came back up meanwhile.
          or(eq(chatOrders.userMediaUp, false), eq(chatOrders.consultantMediaUp, false)),
        ),
      )
      .returning({ id: chatOrders.id });
    if (paused !== undefined) await notifyOrder(deps, 'paused', chatId);
  }
  return await loadOrder(deps.db, chatId);
}
