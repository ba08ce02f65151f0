import {
  cancelQueueTokenCall,
  createQueueTokenCall,
  createRatingCall,
  deleteOrderCall,
  endChatCall,
  fillIntakeFormCall,
  type FillIntakeFormInput,
  freeChatCall,
  holdQueueTokenCall,
  insufficientBalanceSchema,
  latestWaitlistCall,
  npsScoreCall,
  orderDetailCall,
  orderHistoryCall,
  orderMessagesCall,
  saveNpsScoreCall,
  userAcceptOrderCall,
  waitlistCall,
} from '@lumus/contract/chat/chat-calls';
import { FINISHED_CHAT_STATUSES } from '@lumus/contract/chat/finished-statuses';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CallFailure } from '../../lib/http/call-failure';
import type { CallGuard } from '../../lib/http/call-guard';
import { failWithData } from '../../lib/http/fail-with-data';
import { registerCall } from '../../lib/http/register-call';
import { castBirthChart, chartColumns, resolveBirthPlace } from '../birth-details/birth-chart';
import { consultants } from '../catalogue/catalogue-tables';
import type { PlaceIndex } from '../places/place-index';
import { orderForParticipant, REASON_NOT_YOUR_CHAT } from './chat-access';
import type { SessionDeps } from '../sessions/session-deps';
import type { MarketsConfig } from '../markets/markets-env';
import { sessionCurrencyOf } from '../sessions/session-currency';
import { endChat, userAccept } from '../sessions/session-lifecycle';
import { messagesAfter } from './chat-messages';
import { intakeToWire, loadOrder } from '../sessions/order-view';
import { userHistory } from './chat-history';
import { rateChat, reviewLanguage } from './chat-rating';
import { readFreeChatMinutes } from '../static-values/free-chat-minutes';
import { anyPsychicTakesFreeSessions } from '../earnings/earnings-ledger';
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

export type ChatRouteDeps = SessionDeps &
  Readonly<{ auth: CallGuard; places: () => PlaceIndex; markets: MarketsConfig }>;

/** The user's side of paid chat (spec §7). */
export function registerChatRoutes(app: FastifyInstance, deps: ChatRouteDeps) {
  const { db } = deps;

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

  registerCall(app, fillIntakeFormCall, async (input, { user }) => {
    const userId = user.id;
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
    return intakeToWire(row);
  });

  registerCall(app, createQueueTokenCall, async (input, { reply, user, request }) => {
    try {
      const currency = await sessionCurrencyOf(db, deps.markets, user.id, request);
      const chatId = await createQueueToken(deps, user.id, input, currency);
      return await waitlistOf(deps, chatId);
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

  registerCall(app, waitlistCall, async (input, { user }) => {
    await orderForParticipant(db, input.chatId, user.id);
    return await waitlistOf(deps, input.chatId);
  });

  registerCall(app, latestWaitlistCall, async (_input, { user }) => {
    const chatId = await latestOpenOrderId(deps, user.id);
    return chatId === null ? null : await waitlistOf(deps, chatId);
  });

  registerCall(app, cancelQueueTokenCall, async (input, { user }) => {
    await cancelQueueToken(deps, user.id, input.chatId);
    return await loadOrder(db, input.chatId);
  });

  registerCall(app, holdQueueTokenCall, async (input, { user }) => {
    await holdQueueToken(deps, user.id, input.chatId, input.hold);
    return await loadOrder(db, input.chatId);
  });

  registerCall(app, userAcceptOrderCall, async (input, { user }) => {
    await userAccept(deps, user.id, input.chatId);
    return await loadOrder(db, input.chatId);
  });

  registerCall(app, orderDetailCall, async (input, { user }) => {
    await orderForParticipant(db, input.chatId, user.id);
    return await loadOrder(db, input.chatId);
  });

  registerCall(app, orderMessagesCall, async (input, { user }) => {
    const { row } = await orderForParticipant(db, input.chatId, user.id);
    // A voice call has no transcript.
    if (row.kind === 'call') return { messages: [] };
    return { messages: await messagesAfter(db, input.chatId, input.afterSeq) };
  });

  registerCall(app, endChatCall, async (input, { user }) => {
    const { row, side } = await orderForParticipant(db, input.chatId, user.id);
    if (row.status !== 'active' && row.status !== 'ended') {
      throw new CallFailure(409, 'This chat is not active.');
    }
    await endChat(deps, input.chatId, side);
    return await loadOrder(db, input.chatId);
  });

  registerCall(app, orderHistoryCall, (input, { user }) => userHistory(db, user.id, input));

  registerCall(app, deleteOrderCall, async (input, { user }) => {
    const { row, side } = await orderForParticipant(db, input.chatId, user.id);
    if (side !== 'user') throw new CallFailure(403, REASON_NOT_YOUR_CHAT);
    // An open request or a running chat stays visible: hiding it would lose the way back to it.
    if (!FINISHED_CHAT_STATUSES.includes(row.status)) {
      throw new CallFailure(409, 'Only a finished chat can be removed from the history.');
    }
    await db.update(chatOrders).set({ hiddenForUser: true }).where(eq(chatOrders.id, row.id));
    return await loadOrder(db, input.chatId);
  });

  registerCall(app, createRatingCall, async (input, { request, user }) => {
    const userId = user.id;
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
    return { id: rating.id, chatId: row.id, rating: rating.rating };
  });

  registerCall(app, freeChatCall, async (_input, { user }) => {
    const { minutes } = await readFreeChatMinutes(db, deps.config.freeChatMinutes);
    // Promised only while someone honours it: free minutes apply with opted-in psychics only.
    const offerMinutes = minutes > 0 && (await anyPsychicTakesFreeSessions(db)) ? minutes : 0;
    const eligible = offerMinutes > 0 && user !== null && (await isFirstChat(deps, user.id));
    return { eligible, freeMinutes: eligible ? offerMinutes : 0, offerMinutes };
  });

  registerCall(app, npsScoreCall, async (_input, { user }) => {
    const [row] = await db.select().from(npsScores).where(eq(npsScores.userId, user.id));
    return { score: row?.score ?? null, comment: row?.comment ?? '' };
  });

  registerCall(app, saveNpsScoreCall, async (input, { user }) => {
    const values = { score: input.score, comment: input.comment, updatedAt: deps.clock() };
    await db
      .insert(npsScores)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: npsScores.userId, set: values });
    return { score: input.score, comment: input.comment };
  });
}
