import {
  createQueueTokenInputSchema,
  fillIntakeFormInputSchema,
  type FillIntakeFormInput,
  freeChatResponseSchema,
  fillIntakeFormResponseSchema,
  historyInputSchema,
  historyResponseSchema,
  holdInputSchema,
  insufficientBalanceSchema,
  latestWaitlistResponseSchema,
  messagesInputSchema,
  messagesResponseSchema,
  npsInputSchema,
  npsResponseSchema,
  orderIdInputSchema,
  orderResponseSchema,
  ratingInputSchema,
  ratingResponseSchema,
  waitlistResponseSchema,
} from '@lumus/contract/chat/chat-calls';
import {
  CANCEL_QUEUE_TOKEN_PATH,
  CREATE_QUEUE_TOKEN_PATH,
  DELETE_ORDER_PATH,
  END_CHAT_PATH,
  FILL_INTAKE_FORM_PATH,
  FREE_CHAT_PATH,
  HOLD_QUEUE_TOKEN_PATH,
  LATEST_WAITLIST_PATH,
  NPS_ADD_UPDATE_PATH,
  NPS_GET_PATH,
  ORDER_DETAIL_PATH,
  ORDER_HISTORY_PATH,
  ORDER_MESSAGES_PATH,
  RATING_CREATE_PATH,
  USER_ACCEPT_ORDER_PATH,
  WAITLIST_PATH,
} from '@lumus/contract/chat/chat-paths';
import { FINISHED_CHAT_STATUSES } from '@lumus/contract/chat/finished-statuses';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CallFailure } from '../../lib/http/call-failure';
import { defineCall, type CallGuard } from '../../lib/http/define-call';
import { failWithData } from '../../lib/http/fail-with-data';
import { signedInUser } from '../auth/request-user';
import { castBirthChart, chartColumns, resolveBirthPlace } from '../birth-details/birth-chart';
import { consultants } from '../catalogue/catalogue-tables';
import type { PlaceIndex } from '../places/place-index';
import { orderForParticipant, REASON_NOT_YOUR_CHAT } from './chat-access';
import type { SessionDeps } from '../sessions/session-deps';
import { endChat, userAccept } from '../sessions/session-lifecycle';
import { messagesAfter } from './chat-messages';
import { intakeToWire, loadOrder } from '../sessions/order-view';
import { userHistory } from './chat-history';
import { rateChat, reviewLanguage } from './chat-rating';
import { readFreeChatMinutes } from '../static-values/free-chat-minutes';
import { chatIntakeForms, chatOrders } from '../sessions/session-tables';
import { npsScores } from './chat-tables';
import { isFirstChat } from '../sessions/first-chat';
import {
  cancelQueueToken,
  createQueueToken,
  holdQueueToken,
  InsufficientBalanceFailure,
  latestOpenOrderId,
  waitlistOf,
} from '../sessions/queue-tokens';

const BOTH = ['GET', 'POST'] as const;

export type ChatRouteDeps = SessionDeps & Readonly<{ auth: CallGuard; places: () => PlaceIndex }>;

/** The user's side of paid chat (spec §7). */
export function registerChatRoutes(app: FastifyInstance, deps: ChatRouteDeps) {
  const { db, auth } = deps;

  /**
   * The chosen place and its chart, cast once here and stored rather than at every read: orders
   * (with their intake) are loaded for the queue, every socket push and history pages, and a
   * stored chart, like a saved person's (decision 012), never changes under the psychic's eyes
   * when the engine does. An unknown place id or a birth moment in the future is a 400 before
   * anything is written.
   */
  function intakeChartColumns(
    input: FillIntakeFormInput,
    birthTime: string | null,
    placeId: number,
    now: Date,
  ) {
    const place = resolveBirthPlace({ placeId }, deps.places());
    const chart = castBirthChart(input.birthDate, birthTime, place, now);
    return { ...chartColumns(place, chart), placeId };
  }

  defineCall(app, {
    method: 'POST',
    url: FILL_INTAKE_FORM_PATH,
    summary: 'Saves the intake form for a chat request',
    input: fillIntakeFormInputSchema,
    output: fillIntakeFormResponseSchema,
    auth,
  }).handle(async (input, { request }) => {
    const userId = signedInUser(request).id;
    const [consultant] = await db
      .select({ id: consultants.id })
      .from(consultants)
      .where(eq(consultants.id, input.consultantId));
    if (consultant === undefined) throw new CallFailure(404, 'No such psychic.');
    const birthTime = input.birthTimeUnknown === true ? null : (input.birthTime ?? null);
    const { placeId, ...fields } = input;
    const now = deps.clock();
    const [row] = await db
      .insert(chatIntakeForms)
      .values({
        ...fields,
        userId,
        birthTime,
        ...(placeId === undefined ? {} : intakeChartColumns(input, birthTime, placeId, now)),
        createdAt: now,
      })
      .returning();
    if (row === undefined) throw new Error('intake insert returned nothing');
    return { status: 'success', data: intakeToWire(row) };
  });

  defineCall(app, {
    method: 'POST',
    url: CREATE_QUEUE_TOKEN_PATH,
    summary: 'Requests a chat: balance check, then a place in the consultant queue',
    input: createQueueTokenInputSchema,
    output: waitlistResponseSchema,
    auth,
  }).handle(async (input, { request, reply }) => {
    try {
      const chatId = await createQueueToken(deps, signedInUser(request).id, {
        ...input,
        kind: 'chat',
      });
      return { status: 'success', data: await waitlistOf(deps, chatId) };
    } catch (error) {
      if (!(error instanceof InsufficientBalanceFailure)) throw error;
      const body = insufficientBalanceSchema.parse({
        status: 'fail',
        reason: error.message,
        data: {
          requiredAmount: error.requiredAmount,
          balance: error.balance,
          shortfall: error.requiredAmount - error.balance,
        },
      });
      // 402 with the numbers the price list needs; failWithData bypasses the success schema.
      return failWithData(reply, 402, body) as never;
    }
  });

  defineCall(app, {
    method: BOTH,
    url: WAITLIST_PATH,
    summary: 'Position and estimated wait of one queue token',
    input: orderIdInputSchema,
    output: waitlistResponseSchema,
    auth,
  }).handle(async (input, { request }) => {
    await orderForParticipant(db, input.chatId, signedInUser(request).id);
    return { status: 'success', data: await waitlistOf(deps, input.chatId) };
  });

  defineCall(app, {
    method: BOTH,
    url: LATEST_WAITLIST_PATH,
    summary: "The user's open queue token or chat, if any",
    input: z.object({}),
    output: latestWaitlistResponseSchema,
    auth,
  }).handle(async (_input, { request }) => {
    const chatId = await latestOpenOrderId(deps, signedInUser(request).id);
    return { status: 'success', data: chatId === null ? null : await waitlistOf(deps, chatId) };
  });

  defineCall(app, {
    method: 'POST',
    url: CANCEL_QUEUE_TOKEN_PATH,
    input: orderIdInputSchema,
    output: orderResponseSchema,
    auth,
  }).handle(async (input, { request }) => {
    await cancelQueueToken(deps, signedInUser(request).id, input.chatId);
    return { status: 'success', data: await loadOrder(db, input.chatId) };
  });

  defineCall(app, {
    method: 'POST',
    url: HOLD_QUEUE_TOKEN_PATH,
    input: holdInputSchema,
    output: orderResponseSchema,
    auth,
  }).handle(async (input, { request }) => {
    await holdQueueToken(deps, signedInUser(request).id, input.chatId, input.hold);
    return { status: 'success', data: await loadOrder(db, input.chatId) };
  });

  defineCall(app, {
    method: 'POST',
    url: USER_ACCEPT_ORDER_PATH,
    summary: 'The user joins the chat the consultant accepted; billing starts',
    input: orderIdInputSchema,
    output: orderResponseSchema,
    auth,
  }).handle(async (input, { request }) => {
    await userAccept(deps, signedInUser(request).id, input.chatId);
    return { status: 'success', data: await loadOrder(db, input.chatId) };
  });

  defineCall(app, {
    method: BOTH,
    url: ORDER_DETAIL_PATH,
    input: orderIdInputSchema,
    output: orderResponseSchema,
    auth,
  }).handle(async (input, { request }) => {
    await orderForParticipant(db, input.chatId, signedInUser(request).id);
    return { status: 'success', data: await loadOrder(db, input.chatId) };
  });

  defineCall(app, {
    method: BOTH,
    url: ORDER_MESSAGES_PATH,
    summary: 'The transcript after a sequence number (either side of the chat)',
    input: messagesInputSchema,
    output: messagesResponseSchema,
    auth,
  }).handle(async (input, { request }) => {
    await orderForParticipant(db, input.chatId, signedInUser(request).id);
    return {
      status: 'success',
      data: { messages: await messagesAfter(db, input.chatId, input.afterSeq) },
    };
  });

  defineCall(app, {
    method: 'POST',
    url: END_CHAT_PATH,
    summary: 'Either side ends an active chat; it is charged once',
    input: orderIdInputSchema,
    output: orderResponseSchema,
    auth,
  }).handle(async (input, { request }) => {
    const { row, side } = await orderForParticipant(db, input.chatId, signedInUser(request).id);
    if (row.status !== 'active' && row.status !== 'ended') {
      throw new CallFailure(409, 'This chat is not active.');
    }
    await endChat(deps, input.chatId, side);
    return { status: 'success', data: await loadOrder(db, input.chatId) };
  });

  defineCall(app, {
    method: BOTH,
    url: ORDER_HISTORY_PATH,
    summary: "The user's chats, newest first, in pages (hidden ones left out)",
    input: historyInputSchema,
    output: historyResponseSchema,
    auth,
  }).handle(async (input, { request }) => ({
    status: 'success',
    data: await userHistory(db, signedInUser(request).id, input),
  }));

  defineCall(app, {
    method: 'POST',
    url: DELETE_ORDER_PATH,
    summary: "Hides a finished chat from the user's history (the record stays)",
    input: orderIdInputSchema,
    output: orderResponseSchema,
    auth,
  }).handle(async (input, { request }) => {
    const { row, side } = await orderForParticipant(db, input.chatId, signedInUser(request).id);
    if (side !== 'user') throw new CallFailure(403, REASON_NOT_YOUR_CHAT);
    // An open request or a running chat stays visible: hiding it would lose the way back to it.
    if (!FINISHED_CHAT_STATUSES.includes(row.status)) {
      throw new CallFailure(409, 'Only a finished chat can be removed from the history.');
    }
    await db.update(chatOrders).set({ hiddenForUser: true }).where(eq(chatOrders.id, row.id));
    return { status: 'success', data: await loadOrder(db, input.chatId) };
  });

  defineCall(app, {
    method: 'POST',
    url: RATING_CREATE_PATH,
    summary: 'Rates an ended chat once',
    input: ratingInputSchema,
    output: ratingResponseSchema,
    auth,
  }).handle(async (input, { request }) => {
    const userId = signedInUser(request).id;
    const { row, side } = await orderForParticipant(db, input.chatId, userId);
    if (side !== 'user' || row.status !== 'ended') {
      throw new CallFailure(409, 'Only the user of an ended chat can rate it.');
    }
    const rating = await rateChat(db, row, {
      rating: input.rating,
      review: input.review,
      language: reviewLanguage(request.headers['accept-language']),
      at: deps.clock(),
    });
    return {
      status: 'success',
      data: { id: rating.id, chatId: row.id, rating: rating.rating },
    };
  });

  defineCall(app, {
    method: BOTH,
    url: FREE_CHAT_PATH,
    summary:
      "Whether the user's next chat starts with free minutes (a new user's first chat); guests get the offer only",
    input: z.object({}),
    output: freeChatResponseSchema,
    // The public free-chat page asks too: a guest (no Authorization) skips the guard.
    auth: (request) => (request.headers.authorization === undefined ? undefined : auth(request)),
  }).handle(async (_input, { request }) => {
    const { minutes: offerMinutes } = await readFreeChatMinutes(db, deps.config.freeChatMinutes);
    const eligible =
      offerMinutes > 0 && request.user !== null && (await isFirstChat(deps, request.user.id));
    return {
      status: 'success',
      data: { eligible, freeMinutes: eligible ? offerMinutes : 0, offerMinutes },
    };
  });

  defineCall(app, {
    method: BOTH,
    url: NPS_GET_PATH,
    input: z.object({}),
    output: npsResponseSchema,
    auth,
  }).handle(async (_input, { request }) => {
    const [row] = await db
      .select()
      .from(npsScores)
      .where(eq(npsScores.userId, signedInUser(request).id));
    return { status: 'success', data: { score: row?.score ?? null, comment: row?.comment ?? '' } };
  });

  defineCall(app, {
    method: 'POST',
    url: NPS_ADD_UPDATE_PATH,
    input: npsInputSchema,
    output: npsResponseSchema,
    auth,
  }).handle(async (input, { request }) => {
    const values = { score: input.score, comment: input.comment, updatedAt: deps.clock() };
    await db
      .insert(npsScores)
      .values({ userId: signedInUser(request).id, ...values })
      .onConflictDoUpdate({ target: npsScores.userId, set: values });
    return { status: 'success', data: { score: input.score, comment: input.comment } };
  });
}
