import type { ConsoleNotice } from '@lumus/contract/chat/chat-calls';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import type { SessionDeps } from '../sessions/session-deps';
import { takeOffline } from './consultant-presence';
import { consultantPresence } from './presence-tables';

/** This many requests in a row lapsing unanswered take the psychic offline (decision 025). */
export const LAPSES_TO_OFFLINE = 2;

/**
 * A request to this psychic lapsed without their answer (the sweeper claimed it once). The second
 * in a row takes them offline, releases what else waits for them, and leaves a notice for the
 * console, so users stop queueing for someone who is not there.
 */
export async function countLapse(
  deps: Pick<SessionDeps, 'db' | 'io' | 'clock'>,
  consultantId: number,
): Promise<boolean> {
  const now = deps.clock();
  const [row] = await deps.db
    .insert(consultantPresence)
    .values({ consultantId, lapsedInRow: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: consultantPresence.consultantId,
      set: { lapsedInRow: sql`${consultantPresence.lapsedInRow} + 1`, updatedAt: now },
    })
    .returning({ lapsedInRow: consultantPresence.lapsedInRow });
  if (row === undefined || row.lapsedInRow < LAPSES_TO_OFFLINE) return false;
  await takeOffline(deps, consultantId, 'missed_requests');
  return true;
}

/** The psychic answered a request (accepted or declined): the lapses are no longer in a row. */
export async function resetLapses(db: Database, consultantId: number): Promise<void> {
  await db
    .update(consultantPresence)
    .set({ lapsedInRow: 0 })
    .where(eq(consultantPresence.consultantId, consultantId));
}

/** Going online by hand starts afresh: no lapses counted, the notice read. */
export async function clearNotice(db: Database, consultantId: number): Promise<void> {
  await db
    .update(consultantPresence)
    .set({ lapsedInRow: 0, notice: null })
    .where(eq(consultantPresence.consultantId, consultantId));
}

export async function readNotice(
  db: Database,
  consultantId: number,
): Promise<ConsoleNotice | null> {
  const [row] = await db
    .select({ notice: consultantPresence.notice })
    .from(consultantPresence)
    .where(eq(consultantPresence.consultantId, consultantId));
  return row?.notice ?? null;
}
