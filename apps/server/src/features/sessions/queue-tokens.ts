import type { Waitlist } from '@lumus/contract/chat/chat-calls';
import { REASON_WITHDRAWAL_WAIVER_NEEDED } from '@lumus/contract/legal/withdrawal-waiver';
import { and, count, eq, inArray, isNull, lt } from 'drizzle-orm';
import { CallFailure } from '../../lib/http/call-failure';
import { consultants } from '../catalogue/catalogue-tables';
import type { SessionDeps } from './session-deps';
import { startRequirement } from './start-requirement';
import { notifyOrder, notifyQueue } from './session-notify';
import { loadOrder, loadOrders } from './order-view';
import { chatIntakeForms, chatOrders, type SessionKind } from './session-tables';
import { notifyChatRequest } from '../push/push-notices';
import { refuseStateChange } from './session-refusal';
import type { MarketCurrency } from '@lumus/contract/markets/market-currency';
import { sessionPricesIn } from '../catalogue/consultant-prices';
import { noPriceReason } from './session-currency';

export const REASON_ALREADY_OPEN = 'You already have an open chat request or chat.';
export const REASON_NO_CALLS = 'This psychic is not taking calls now.';

/** Thrown when the balance does not cover the minimum minutes; the route adds the numbers. */
export class InsufficientBalanceFailure extends Error {
  override name = 'InsufficientBalanceFailure';
  constructor(
    readonly requiredAmount: number,
    readonly balance: number,
  ) {
    super('Your balance is too low to start this chat. Please recharge.');
  }
}

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/**
 * The per-minute rate a session of `kind` is held at: the chat price, or the call price while the
 * psychic has one and takes calls (a 409 otherwise, before anything is stored).
 */
export function rateFor(
  consultant: { chatRate: number; callRate: number | null; acceptsCalls: boolean },
  kind: SessionKind,
): number {
  if (kind === 'chat') return consultant.chatRate;
  if (consultant.callRate === null || !consultant.acceptsCalls) {
    throw new CallFailure(409, REASON_NO_CALLS);
  }
  return consultant.callRate;
}

export async function createQueueToken(
  deps: SessionDeps,
  userId: number,
  input: { consultantId: number; intakeFormId: number; kind: SessionKind },
  currency: MarketCurrency,
): Promise<number> {
  const [consultant] = await deps.db
    .select({
      acceptsCalls: consultants.acceptsCalls,
      status: consultants.status,
      share: consultants.platformSharePercent,
    })
    .from(consultants)
    .where(and(eq(consultants.id, input.consultantId), isNull(consultants.suspendedAt)));
  if (consultant === undefined) throw new CallFailure(404, 'No such psychic.');
  // The psychic's own price in the wallet's currency, never a converted one (decision 045).
  const prices = await sessionPricesIn(deps.db, input.consultantId, currency);
  if (prices === undefined) throw new CallFailure(409, noPriceReason(currency));
  const rate = rateFor({ ...prices, acceptsCalls: consultant.acceptsCalls }, input.kind);
  if (consultant.status === 'offline') {
    throw new CallFailure(409, 'This psychic is offline. Please try again later.');
  }
  const [intake] = await deps.db
    .select({ id: chatIntakeForms.id })
    .from(chatIntakeForms)
    .where(
      and(
        eq(chatIntakeForms.id, input.intakeFormId),
        eq(chatIntakeForms.userId, userId),
        eq(chatIntakeForms.consultantId, input.consultantId),
      ),
    );
  if (intake === undefined) throw new CallFailure(404, 'Please fill in the intake form first.');

  const need = await startRequirement(deps, userId, { id: input.consultantId, rate });
  if (need.withdrawalWaiverNeeded) throw new CallFailure(409, REASON_WITHDRAWAL_WAIVER_NEEDED);
  if (need.shortfall > 0) throw new InsufficientBalanceFailure(need.requiredAmount, need.balance);
  const { free, freeMinutes } = need;
  const now = deps.clock();
  // The partial unique index decides between concurrent requests: the loser inserts nothing.
  const [row] = await deps.db
    .insert(chatOrders)
    .values({
      userId,
      consultantId: input.consultantId,
      intakeFormId: input.intakeFormId,
      kind: input.kind,
      status: 'queued',
      ratePerMinuteMinor: rate,
      currency,
      freeSeconds: free ? freeMinutes * 60 : 0,
      expiresAt: addSeconds(now, deps.config.queueTokenTtlSeconds),
      platformSharePercent: consultant.share ?? deps.config.platformSharePercent,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: chatOrders.id });
  if (row === undefined) throw new CallFailure(409, REASON_ALREADY_OPEN);
  notifyQueue(deps.io, input.consultantId);
  notifyChatRequest(deps, row.id);
  return row.id;
}

/** Position among the consultant's queued requests and a rough wait of the minimum minutes each. */
export async function waitlistOf(deps: SessionDeps, chatId: number): Promise<Waitlist> {
  const order = await loadOrder(deps.db, chatId);
  if (order.status !== 'queued') return { order, position: 0, estimatedWaitSeconds: 0 };
  const [ahead] = await deps.db
    .select({ n: count() })
    .from(chatOrders)
    .where(
      and(
        eq(chatOrders.consultantId, order.consultantId),
        eq(chatOrders.status, 'queued'),
        lt(chatOrders.id, order.id),
      ),
    );
  const [live] = await deps.db
    .select({ n: count() })
    .from(chatOrders)
    .where(
      and(
        eq(chatOrders.consultantId, order.consultantId),
        inArray(chatOrders.status, ['accepted_by_consultant', 'active']),
      ),
    );
  const position = (ahead?.n ?? 0) + 1;
  const slotsAhead = position - 1 + (live?.n ?? 0);
  return { order, position, estimatedWaitSeconds: slotsAhead * deps.config.minMinutes * 60 };
}

/** The user's newest order that is still waiting (queued or accepted by the consultant). */
export async function latestOpenOrderId(deps: SessionDeps, userId: number): Promise<number | null> {
  const orders = await loadOrders(
    deps.db,
    and(
      eq(chatOrders.userId, userId),
      inArray(chatOrders.status, ['queued', 'accepted_by_consultant', 'active']),
    ),
  );
  return orders.at(-1)?.id ?? null;
}

export async function cancelQueueToken(
  deps: SessionDeps,
  userId: number,
  chatId: number,
): Promise<void> {
  const [row] = await deps.db
    .update(chatOrders)
    .set({ status: 'cancelled', endedAt: deps.clock() })
    .where(
      and(
        eq(chatOrders.id, chatId),
        eq(chatOrders.userId, userId),
        inArray(chatOrders.status, ['queued', 'accepted_by_consultant']),
      ),
    )
    .returning({ consultantId: chatOrders.consultantId });
  if (row === undefined) {
    return refuseStateChange(deps.db, chatId, { userId }, 'There is no waiting request to cancel.');
  }
  notifyQueue(deps.io, row.consultantId);
  await notifyOrder(deps, 'cancelled', chatId);
}

export async function holdQueueToken(
  deps: SessionDeps,
  userId: number,
  chatId: number,
  hold: boolean,
): Promise<void> {
  const [row] = await deps.db
    .update(chatOrders)
    .set({ onHold: hold })
    .where(
      and(
        eq(chatOrders.id, chatId),
        eq(chatOrders.userId, userId),
        eq(chatOrders.status, 'queued'),
      ),
    )
    .returning({ consultantId: chatOrders.consultantId });
  if (row === undefined) {
    return refuseStateChange(deps.db, chatId, { userId }, 'Only a waiting request can be held.');
  }
  notifyQueue(deps.io, row.consultantId);
}

/** Requests the consultant sees: queued (held ones included, marked) and any live one. */
export async function consultantQueue(deps: SessionDeps, consultantId: number) {
  return loadOrders(
    deps.db,
    and(
      eq(chatOrders.consultantId, consultantId),
      inArray(chatOrders.status, ['queued', 'accepted_by_consultant', 'active']),
    ),
  );
}
