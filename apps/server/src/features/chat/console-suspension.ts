import { consultantRoom } from '@lumus/contract/chat/chat-events';
import {
  CONSOLE_SUSPENDED_REASON,
  type ConsoleSuspendedFailure,
  type ConsoleSuspensionEvent,
} from '@lumus/contract/chat/console-suspension';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { perDatabase } from '../../lib/db/per-database';
import { consultants } from '../catalogue/catalogue-tables';
import { setConsultantStatus } from '../catalogue/consultant-status';
import type { SessionDeps } from '../sessions/session-deps';
import { loadOrders } from '../sessions/order-view';
import { chatOrders } from '../sessions/session-tables';
import { releaseWaitingRequests } from '../sessions/release-waiting-requests';

/*
 * A suspension (admin console) takes effect at once on every instance: the flag is read from the
 * database on every console call and every chat event of the psychic, never taken from the token
 * or a cache, so a token issued before the suspension is refused on its next use. The one thing
 * that survives is a chat already in progress, which runs to its end (the user is paying for it).
 * One exception: a typing flag in a chat seen in progress within the last half minute is relayed
 * without asking again (chat-socket.ts), since such a chat is open to the psychic anyway.
 */

export class ConsultantSuspendedFailure extends CallFailure {
  constructor() {
    super(403, CONSOLE_SUSPENDED_REASON);
  }
}

/** The psychic a signed-in account speaks for, with whether an admin has suspended them. */
export async function consoleAccountOf(
  db: Database,
  userId: number,
): Promise<{ id: number; suspended: boolean } | undefined> {
  const [row] = await db
    .select({ id: consultants.id, suspendedAt: consultants.suspendedAt })
    .from(consultants)
    .where(eq(consultants.userId, userId));
  return row === undefined ? undefined : { id: row.id, suspended: row.suspendedAt !== null };
}

/**
 * For the psychic's side of a chat (a socket event or a chat call): a suspended psychic may go on
 * only in the chat that is in progress; any other chat is refused.
 */
export function assertConsultantMayUse(
  consultant: { suspended: boolean },
  order: { status: string },
): void {
  if (consultant.suspended && order.status !== 'active') throw new ConsultantSuspendedFailure();
}

/**
 * The same rule as a condition of a statement on the chat (true when the psychic may act in it),
 * so an event that writes anyway reads the suspension in the same round trip.
 */
export function consultantMayUseChat(chatId: number | Placeholder | SQL): SQL {
  return sql`exists (select 1 from ${chatOrders} inner join ${consultants}
    on ${consultants.id} = ${chatOrders.consultantId}
    where ${chatOrders.id} = ${chatId}
      and (${chatOrders.status} = 'active' or ${consultants.suspendedAt} is null))`;
}

// Run on every typing flag of a psychic: prepared once per connection.
const chatStanding = perDatabase((db) =>
  db
    .select({ status: chatOrders.status, suspendedAt: consultants.suspendedAt })
    .from(chatOrders)
    .innerJoin(consultants, eq(consultants.id, chatOrders.consultantId))
    .where(eq(chatOrders.id, sql.placeholder('chatId')))
    .prepare('chat_consultant_standing'),
);

/**
 * The same rule read fresh from the database, for events whose side a socket already knows.
 * Answers the chat's status, for the one event that may remember it (typing, in chat-socket.ts).
 */
export async function assertConsultantMayUseChat(
  db: Database,
  chatId: number,
): Promise<string | undefined> {
  const [row] = await chatStanding(db).execute({ chatId });
  if (row !== undefined) assertConsultantMayUse({ suspended: row.suspendedAt !== null }, row);
  return row?.status;
}

/** `console/queue/get`'s refusal of a suspended psychic, carrying the chat still in progress. */
export async function suspendedQueueFailure(
  db: Database,
  consultantId: number,
): Promise<ConsoleSuspendedFailure> {
  const [live] = await loadOrders(
    db,
    and(eq(chatOrders.consultantId, consultantId), eq(chatOrders.status, 'active')),
  );
  return {
    status: 'fail',
    reason: CONSOLE_SUSPENDED_REASON,
    data: { consultantId, live: live ?? null },
  };
}

/**
 * What follows an admin's (committed) suspension or its lifting. Suspended: the psychic is
 * offline (busy stays busy until the chat in progress ends; the catalogue then keeps them
 * offline), every request waiting for them is released and its user told. Either way every open
 * console of theirs, on any instance (through the Socket.IO adapter), hears of it and asks again.
 */
export async function applyConsultantSuspension(
  deps: Pick<SessionDeps, 'db' | 'io' | 'clock'>,
  consultantId: number,
  suspended: boolean,
): Promise<void> {
  if (suspended) {
    const [row] = await deps.db
      .select({ status: consultants.status })
      .from(consultants)
      .where(eq(consultants.id, consultantId));
    // Through the catalogue's one way of changing a status, so every open list and console hears it.
    if (row !== undefined && row.status !== 'busy') {
      await setConsultantStatus(deps, { id: consultantId }, 'offline');
    }
    await releaseWaitingRequests(deps, consultantId, 'consultant_suspended');
  }
  const event: ConsoleSuspensionEvent = { consultantId, suspended };
  deps.io.to(consultantRoom(consultantId)).emit('console:suspension', event);
}
