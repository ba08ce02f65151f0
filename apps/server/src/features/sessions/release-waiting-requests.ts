import { and, eq, inArray } from 'drizzle-orm';
import type { SessionDeps } from './session-deps';
import { notifyOrder, notifyQueue } from './session-notify';
import { chatOrders } from './session-tables';

/** Why a psychic's waiting requests were let go without an answer from them. */
export type ReleaseCause = 'consultant_away' | 'consultant_suspended';

/**
 * Lets go of every request still waiting for this psychic (queued, or accepted and waiting for the
 * user) when they can no longer answer it: the user is told at once (a `declined` order event, with
 * the cause as its end reason) instead of waiting for the lapse, and nothing is charged, since a
 * chat is billed only once it is active. A chat already in progress is not touched. The conditional
 * update claims each row once, so several instances releasing together tell each user once.
 */
export async function releaseWaitingRequests(
  deps: Pick<SessionDeps, 'db' | 'io' | 'clock'>,
  consultantId: number,
  cause: ReleaseCause,
): Promise<number[]> {
  const rows = await deps.db
    .update(chatOrders)
    .set({ status: 'declined', endedAt: deps.clock(), endReason: cause })
    .where(
      and(
        eq(chatOrders.consultantId, consultantId),
        inArray(chatOrders.status, ['queued', 'accepted_by_consultant']),
      ),
    )
    .returning({ id: chatOrders.id });
  if (rows.length === 0) return [];
  notifyQueue(deps.io, consultantId);
  for (const row of rows) await notifyOrder(deps, 'declined', row.id);
  return rows.map((row) => row.id);
}
