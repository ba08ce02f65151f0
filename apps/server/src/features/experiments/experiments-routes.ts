import { experimentExposureCall, experimentsCall } from '@lumus/contract/experiments/experiments';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { guests } from '../users/users-tables';
import { assignmentsFor, recordExposure, type Subject } from './experiments';
import type { CallUser } from '../../lib/http/call-user';
import { registerCall } from '../../lib/http/register-call';

export const REASON_NO_SUBJECT =
  'guestUserId is required when not signed in (start a guest session first).';
export const REASON_UNKNOWN_GUEST = 'Unknown guestUserId: start a guest session first.';

type Deps = Readonly<{ db: Database; clock: () => Date }>;

async function guestExists(db: Database, guestUserId: string): Promise<boolean> {
  const [row] = await db.select({ id: guests.id }).from(guests).where(eq(guests.id, guestUserId));
  return row !== undefined;
}

/**
 * Guests and signed-in people alike: a bearer token (checked by the usual guard, so a bad one is a
 * 401) makes the user the subject; otherwise the guest id must name a guest of ours. A signed-in
 * caller's guest id, when it is a real guest, is where an earlier variant is carried over from.
 */
async function subjectsOf(
  db: Database,
  user: CallUser | null,
  guestUserId: string | undefined,
): Promise<{ subject: Subject; carryFrom?: Subject }> {
  const guest = guestUserId === undefined || guestUserId === '' ? undefined : guestUserId;
  if (user !== null) {
    const userId = user.id;
    const carry = guest !== undefined && (await guestExists(db, guest));
    return carry
      ? { subject: `user:${userId}`, carryFrom: `guest:${guest}` }
      : { subject: `user:${userId}` };
  }
  if (guest === undefined) throw new CallFailure(400, REASON_NO_SUBJECT);
  if (!(await guestExists(db, guest))) throw new CallFailure(404, REASON_UNKNOWN_GUEST);
  return { subject: `guest:${guest}` };
}

export function registerExperimentRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, experimentsCall, async ({ guestUserId }, { user }) => {
    const subjects = await subjectsOf(deps.db, user, guestUserId);
    const list = await assignmentsFor(deps.db, subjects.subject, {
      ...subjects,
      now: deps.clock(),
    });
    return { experiments: list };
  });

  registerCall(app, experimentExposureCall, async ({ guestUserId, experiment }, { user }) => {
    const subjects = await subjectsOf(deps.db, user, guestUserId);
    const assignment = await recordExposure(deps.db, subjects.subject, experiment, {
      ...subjects,
      now: deps.clock(),
    });
    if (assignment === null) {
      throw new CallFailure(404, `No running experiment named ${experiment}.`);
    }
    return assignment;
  });
}
