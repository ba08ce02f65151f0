import {
  consoleAcceptCall,
  consoleDeclineCall,
  consoleHistoryCall,
  consoleQueueCall,
  consoleStatusCall,
} from '@lumus/contract/chat/chat-calls';
import type { FastifyInstance } from 'fastify';
import { CallFailure } from '../../lib/http/call-failure';
import type { CallUser } from '../../lib/http/call-user';
import { failWithData } from '../../lib/http/fail-with-data';
import { registerCall } from '../../lib/http/register-call';
import { setConsultantStatus } from '../catalogue/consultant-status';
import type { SessionDeps } from '../sessions/session-deps';
import { consultantAccept, consultantDecline } from '../sessions/session-lifecycle';
import { loadOrder } from '../sessions/order-view';
import { consultantHistory } from './console-history';
import { clearNotice, readNotice, resetLapses } from './consultant-lapses';
import { missedRequestsOf } from '../sessions/missed-requests';
import { releaseWaitingRequests } from '../sessions/release-waiting-requests';
import {
  consoleAccountOf,
  ConsultantSuspendedFailure,
  suspendedQueueFailure,
} from './console-suspension';
import { consultantQueue } from '../sessions/queue-tokens';

export const REASON_NOT_CONSULTANT = 'Only a psychic account can use the console.';

/** The consultant console's calls: the caller must be a consultant account linked to a psychic. */
export function registerConsoleRoutes(app: FastifyInstance, deps: SessionDeps) {
  const { db } = deps;

  /** The caller's psychic, suspended or not: read on every call, whatever the token's age. */
  async function accountOf(user: CallUser) {
    const account = user.role === 'user' ? undefined : await consoleAccountOf(db, user.id);
    if (account === undefined) throw new CallFailure(403, REASON_NOT_CONSULTANT);
    return account;
  }

  /** The caller's psychic; a suspended one is refused (console-suspension.ts). */
  async function consultantOf(user: CallUser): Promise<number> {
    const account = await accountOf(user);
    if (account.suspended) throw new ConsultantSuspendedFailure();
    return account.id;
  }

  registerCall(app, consoleQueueCall, async (_input, { reply, user }) => {
    const account = await accountOf(user);
    if (account.suspended) {
      // The 403 carries the chat in progress, if any, so the console lets it run to its end.
      return failWithData(reply, 403, await suspendedQueueFailure(db, account.id)) as never;
    }
    const consultantId = account.id;
    const orders = await consultantQueue(deps, consultantId);
    const [notice, missed] = await Promise.all([
      readNotice(db, consultantId),
      missedRequestsOf(db, consultantId),
    ]);
    return { consultantId, orders, notice, missed };
  });

  registerCall(app, consoleAcceptCall, async (input, { user }) => {
    const consultantId = await consultantOf(user);
    await consultantAccept(deps, consultantId, input.chatId);
    await resetLapses(db, consultantId);
    return await loadOrder(db, input.chatId);
  });

  registerCall(app, consoleDeclineCall, async (input, { user }) => {
    const consultantId = await consultantOf(user);
    await consultantDecline(deps, consultantId, input.chatId);
    await resetLapses(db, consultantId);
    return await loadOrder(db, input.chatId);
  });

  registerCall(app, consoleStatusCall, async (input, { user }) => {
    // Going offline is the one change a suspended psychic may still make.
    const consultantId =
      input.status === 'offline' ? (await accountOf(user)).id : await consultantOf(user);
    const entry = await setConsultantStatus(deps, { id: consultantId }, input.status);
    // Nobody should wait for a psychic who has just said they are not there.
    if (input.status === 'offline') {
      await releaseWaitingRequests(deps, consultantId, 'consultant_away');
    } else {
      await clearNotice(db, consultantId);
    }
    return { consultantId, status: entry.status };
  });

  registerCall(app, consoleHistoryCall, async (input, { user }) => {
    const consultantId = await consultantOf(user);
    return await consultantHistory(db, consultantId, input);
  });
}
