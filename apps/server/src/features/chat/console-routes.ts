import {
  consoleHistoryInputSchema,
  consoleHistoryResponseSchema,
  consoleQueueResponseSchema,
  consoleStatusInputSchema,
  consoleStatusResponseSchema,
  orderIdInputSchema,
  orderResponseSchema,
} from '@lumus/contract/chat/chat-calls';
import {
  CONSOLE_ACCEPT_PATH,
  CONSOLE_DECLINE_PATH,
  CONSOLE_HISTORY_PATH,
  CONSOLE_QUEUE_PATH,
  CONSOLE_STATUS_PATH,
} from '@lumus/contract/chat/chat-paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CallFailure } from '../../lib/http/call-failure';
import { defineCall, type CallGuard } from '../../lib/http/define-call';
import { failWithData } from '../../lib/http/fail-with-data';
import { signedInUser } from '../auth/request-user';
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
export function registerConsoleRoutes(
  app: FastifyInstance,
  deps: SessionDeps & { auth: CallGuard },
) {
  const { db, auth } = deps;

  /** The caller's psychic, suspended or not: read on every call, whatever the token's age. */
  async function accountOf(request: FastifyRequest) {
    const user = signedInUser(request);
    const account = user.role === 'user' ? undefined : await consoleAccountOf(db, user.id);
    if (account === undefined) throw new CallFailure(403, REASON_NOT_CONSULTANT);
    return account;
  }

  /** The caller's psychic; a suspended one is refused (console-suspension.ts). */
  async function consultantOf(request: FastifyRequest): Promise<number> {
    const account = await accountOf(request);
    if (account.suspended) throw new ConsultantSuspendedFailure();
    return account.id;
  }

  defineCall(app, {
    method: ['GET', 'POST'],
    url: CONSOLE_QUEUE_PATH,
    summary: 'Waiting and live requests of the signed-in psychic, with intake details',
    input: z.object({}),
    output: consoleQueueResponseSchema,
    auth,
  }).handle(async (_input, { request, reply }) => {
    const account = await accountOf(request);
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
    return { status: 'success', data: { consultantId, orders, notice, missed } };
  });

  defineCall(app, {
    method: 'POST',
    url: CONSOLE_ACCEPT_PATH,
    input: orderIdInputSchema,
    output: orderResponseSchema,
    auth,
  }).handle(async (input, { request }) => {
    const consultantId = await consultantOf(request);
    await consultantAccept(deps, consultantId, input.chatId);
    await resetLapses(db, consultantId);
    return { status: 'success', data: await loadOrder(db, input.chatId) };
  });

  defineCall(app, {
    method: 'POST',
    url: CONSOLE_DECLINE_PATH,
    input: orderIdInputSchema,
    output: orderResponseSchema,
    auth,
  }).handle(async (input, { request }) => {
    const consultantId = await consultantOf(request);
    await consultantDecline(deps, consultantId, input.chatId);
    await resetLapses(db, consultantId);
    return { status: 'success', data: await loadOrder(db, input.chatId) };
  });

  defineCall(app, {
    method: 'POST',
    url: CONSOLE_STATUS_PATH,
    summary: 'The psychic goes online or offline',
    input: consoleStatusInputSchema,
    output: consoleStatusResponseSchema,
    auth,
  }).handle(async (input, { request }) => {
    // Going offline is the one change a suspended psychic may still make.
    const consultantId =
      input.status === 'offline' ? (await accountOf(request)).id : await consultantOf(request);
    const entry = await setConsultantStatus(deps, { id: consultantId }, input.status);
    // Nobody should wait for a psychic who has just said they are not there.
    if (input.status === 'offline') {
      await releaseWaitingRequests(deps, consultantId, 'consultant_away');
    } else {
      await clearNotice(db, consultantId);
    }
    return { status: 'success', data: { consultantId, status: entry.status } };
  });

  defineCall(app, {
    method: ['GET', 'POST'],
    url: CONSOLE_HISTORY_PATH,
    summary: "The psychic's ended chats, newest first in pages, and the earnings of all of them",
    input: consoleHistoryInputSchema,
    output: consoleHistoryResponseSchema,
    auth,
  }).handle(async (input, { request }) => {
    const consultantId = await consultantOf(request);
    return { status: 'success', data: await consultantHistory(db, consultantId, input) };
  });
}
