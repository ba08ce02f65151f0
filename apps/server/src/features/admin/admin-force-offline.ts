import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import type { RealtimeServer } from '../../lib/realtime/realtime';
import { consultants } from '../catalogue/catalogue-tables';
import { setConsultantStatus } from '../catalogue/consultant-status';
import { takeOffline } from '../chat/consultant-presence';

export const REASON_ROW_BUSY =
  'This psychic is being changed right now (a session, review or payout is being booked); try again in a moment.';

function isLockNotAvailable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === '55P03') return true;
  }
  return false;
}

/**
 * Sets a psychic offline without waiting for their row. The row is locked by work that can take a
 * while (a payout batch holds every psychic's row until it commits; a session end or a review
 * updates it): a plain UPDATE would queue behind it and leave the operator's request hanging,
 * holding a connection, exactly when they want a misbehaving psychic gone. `FOR UPDATE NOWAIT`
 * fails at once instead, and the operator gets a 409 to retry. Once the status is committed the
 * waiting requests are released as when the psychic leaves the console.
 */
export async function forceOfflineNow(
  deps: Readonly<{ db: Database; io: RealtimeServer; clock: () => Date }>,
  id: number,
): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .select({ id: consultants.id })
        .from(consultants)
        .where(eq(consultants.id, id))
        .for('update', { noWait: true });
      await setConsultantStatus({ ...deps, db: tx }, { id }, 'offline');
    });
  } catch (error) {
    if (isLockNotAvailable(error)) throw new CallFailure(409, REASON_ROW_BUSY);
    throw error;
  }
  await takeOffline(deps, id);
}
