import { HEADER_AUTHORIZATION } from '@lumus/contract/headers';
import {
  EXPERIMENT_EXPOSURE_PATH,
  EXPERIMENTS_PATH,
  experimentsInputSchema,
  experimentsResponseSchema,
  exposureInputSchema,
  exposureResponseSchema,
} from '@lumus/contract/experiments/experiments';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { defineCall } from '../../lib/http/define-call';
import { guests } from '../users/users-tables';
import { assignmentsFor, recordExposure, type Subject } from './experiments';

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
  app: FastifyInstance,
  db: Database,
  request: FastifyRequest,
  guestUserId: string | undefined,
): Promise<{ subject: Subject; carryFrom?: Subject }> {
  const guest = guestUserId === undefined || guestUserId === '' ? undefined : guestUserId;
  if (request.headers[HEADER_AUTHORIZATION] !== undefined) {
    await app.authGuard(request);
    const userId = request.user?.id;
    if (userId === undefined) throw new Error('auth guard accepted without a user');
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
  defineCall(app, {
    method: 'GET',
    url: EXPERIMENTS_PATH,
    summary: "The caller's variant of every running experiment (guest or signed in), sticky",
    input: experimentsInputSchema,
    output: experimentsResponseSchema,
  }).handle(async ({ guestUserId }, { request }) => {
    const subjects = await subjectsOf(app, deps.db, request, guestUserId);
    const list = await assignmentsFor(deps.db, subjects.subject, {
      ...subjects,
      now: deps.clock(),
    });
    return { status: 'success', data: { experiments: list } };
  });

  defineCall(app, {
    method: 'POST',
    url: EXPERIMENT_EXPOSURE_PATH,
    summary: 'Records that the caller was shown its variant of an experiment (one page view)',
    input: exposureInputSchema,
    output: exposureResponseSchema,
  }).handle(async ({ guestUserId, experiment }, { request }) => {
    const subjects = await subjectsOf(app, deps.db, request, guestUserId);
    const assignment = await recordExposure(deps.db, subjects.subject, experiment, {
      ...subjects,
      now: deps.clock(),
    });
    if (assignment === null) {
      throw new CallFailure(404, `No running experiment named ${experiment}.`);
    }
    return { status: 'success', data: assignment };
  });
}
