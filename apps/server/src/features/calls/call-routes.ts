import {
  consoleCallSettingsCall,
  iceConfigCall,
  setConsoleCallsCall,
  type ConsoleCallSettings,
} from '@lumus/contract/voice-call/call-calls';
import { CATALOGUE_ROOM } from '@lumus/contract/realtime/catalogue-events';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CallFailure } from '../../lib/http/call-failure';
import type { CallUser } from '../../lib/http/call-user';
import { registerCall } from '../../lib/http/register-call';
import { notifyCatalogueChange } from '../catalogue/catalogue-changes';
import { consultants } from '../catalogue/catalogue-tables';
import { REASON_NOT_CONSULTANT } from '../chat/console-routes';
import { consoleAccountOf, ConsultantSuspendedFailure } from '../chat/console-suspension';
import type { SessionDeps } from '../sessions/session-deps';
import { callForParty } from './call-access';
import type { CallConfig } from './call-env';
import { iceConfigFor } from './ice-config';

export const REASON_NO_CALL_PRICE = 'Your call price is not set yet. Please ask the operator.';

export type CallRouteDeps = Pick<SessionDeps, 'db' | 'io' | 'clock'> &
  Readonly<{ calls: CallConfig }>;

/** The voice call's HTTP calls: ICE servers for a party, and the psychic's call switch. */
export function registerCallRoutes(app: FastifyInstance, deps: CallRouteDeps): void {
  const { db } = deps;

  registerCall(app, iceConfigCall, async (input, { user }) => {
    const { side } = await callForParty(db, input.chatId, user.id, [
      'accepted_by_consultant',
      'active',
    ]);
    return iceConfigFor(deps.calls, { chatId: input.chatId, side, now: deps.clock() });
  });

  /** The caller's psychic (403 otherwise); a suspended one only when `suspendedMay`. */
  async function consultantOf(user: CallUser, suspendedMay: boolean): Promise<number> {
    const account = user.role === 'user' ? undefined : await consoleAccountOf(db, user.id);
    if (account === undefined) throw new CallFailure(403, REASON_NOT_CONSULTANT);
    if (account.suspended && !suspendedMay) throw new ConsultantSuspendedFailure();
    return account.id;
  }

  async function settingsOf(consultantId: number) {
    const [row] = await db
      .select({
        slug: consultants.slug,
        status: consultants.status,
        callPricePerMinuteMinor: consultants.callPricePerMinuteMinor,
        acceptsCalls: consultants.acceptsCalls,
      })
      .from(consultants)
      .where(eq(consultants.id, consultantId));
    if (row === undefined) throw new CallFailure(404, 'No such psychic.');
    return row;
  }

  const wire = (row: ConsoleCallSettings): ConsoleCallSettings => ({
    callPricePerMinuteMinor: row.callPricePerMinuteMinor,
    acceptsCalls: row.acceptsCalls,
  });

  registerCall(app, consoleCallSettingsCall, async (_input, { user }) =>
    wire(await settingsOf(await consultantOf(user, false))),
  );

  registerCall(app, setConsoleCallsCall, async (input, { user }) => {
    // Switching calls off, like going offline, is still allowed to a suspended psychic.
    const consultantId = await consultantOf(user, !input.acceptsCalls);
    const before = await settingsOf(consultantId);
    if (before.callPricePerMinuteMinor === null) throw new CallFailure(409, REASON_NO_CALL_PRICE);
    await db
      .update(consultants)
      .set({ acceptsCalls: input.acceptsCalls })
      .where(eq(consultants.id, consultantId));
    // The Call button on every open list and profile follows: the list cache is dropped and the
    // status event makes open pages read the card again.
    notifyCatalogueChange(db);
    deps.io.to(CATALOGUE_ROOM).emit('consultant:status', {
      id: consultantId,
      slug: before.slug,
      status: before.status,
      changedAt: deps.clock().toISOString(),
    });
    return wire({ ...before, acceptsCalls: input.acceptsCalls });
  });
}
