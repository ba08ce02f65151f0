import {
  consoleAcceptCall,
  consoleDeclineCall,
  consoleHistoryCall,
  consoleQueueCall,
  consoleStatusCall,
} from '@lumus/contract/chat/chat-calls';
import type { FastifyInstance } from 'fastify';
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
import { suspendedQueueFailure } from './console-suspension';
import { consoleAccount, consoleConsultantId, REASON_NOT_CONSULTANT } from './console-caller';
import { consoleQueueOrders } from '../sessions/console-queue-orders';

export { REASON_NOT_CONSULTANT };

/** The consultant console's calls: the caller must be a consultant account linked to a psychic. */
export function registerConsoleRoutes(app: FastifyInstance, deps: SessionDeps) {
  const { db } = deps;

  const accountOf = (user: CallUser) => consoleAccount(db, user);
  const consultantOf = (user: CallUser) => consoleConsultantId(db, user);

  registerCall(app, consoleQueueCall, async (_input, { reply, user }) => {
    const account = await accountOf(user);
    if (account.suspended) {
      // The 403 carries the chat in progress, if any, so the console lets it run to its end.
      return failWithData(reply, 403, await suspendedQueueFailure(db, account.id)) as never;
    }
    const consultantId = account.id;
    const orders = await consoleQueueOrders(deps, consultantId);
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
    await consultantDecline(deps, consultantId, input.chatId, input);
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
