import type { DeclineReason } from '@lumus/contract/console/console-request';
import type { ChatEndReason } from '@lumus/contract/chat/chat-order';
import { and, eq, lte, isNull, sql, type SQL } from 'drizzle-orm';
import { CallFailure } from '../../lib/http/call-failure';
import { consultants } from '../catalogue/catalogue-tables';
import { setConsultantStatus } from '../catalogue/consultant-status';
import { recordConsultation } from '../catalogue/consultations';
import { applyWalletEntry, readBalanceIn } from '../wallet/wallet-ledger';
import { secondsAffordable, settleChat } from './session-billing';
import { bookSessionEnd } from '../earnings/earnings-ledger';
import type { SessionDeps } from './session-deps';
import { notifyOrder, notifyQueue } from './session-notify';
import { chatOrders } from './session-tables';
import { isUniqueViolation } from '../../lib/db/unique-violation';
import { notifyAccepted } from '../push/push-notices';
import { REASON_NO_SUCH_CHAT, refuseStateChange } from './session-refusal';

const REASON_NO_LONGER_WAITING = 'This request is no longer waiting.';

/** A chat never runs longer than a day, whatever the balance (a rate of 0 affords forever). */
const MAX_CHAT_SECONDS = 86_400;
/** A consultant who leaves within this many seconds of the start costs the user nothing. */
const EARLY_LEAVE_SECONDS = 60;

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/** When an active chat started at `startedAt` runs out, from the balance it may still spend. */
export function chatDeadline(
  startedAt: Date,
  order: { freeSeconds: number; ratePerMinuteMinor: number },
  balance: number,
): Date {
  const paid = secondsAffordable(balance, order.ratePerMinuteMinor);
  return addSeconds(startedAt, Math.min(MAX_CHAT_SECONDS, order.freeSeconds + paid));
}

export async function consultantAccept(
  deps: SessionDeps,
  consultantId: number,
  chatId: number,
): Promise<void> {
  const now = deps.clock();
  let rows: { id: number }[];
  try {
    rows = await deps.db
      .update(chatOrders)
      .set({
        status: 'accepted_by_consultant',
        acceptedAt: now,
        expiresAt: addSeconds(now, deps.config.queueTokenTtlSeconds),
      })
      .where(
        and(
          eq(chatOrders.id, chatId),
          eq(chatOrders.consultantId, consultantId),
          eq(chatOrders.status, 'queued'),
          eq(chatOrders.onHold, false),
        ),
      )
      .returning({ id: chatOrders.id });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new CallFailure(409, 'Finish your current chat before accepting another.');
    }
    throw error;
  }
  if (rows.length === 0) {
    return refuseStateChange(deps.db, chatId, { consultantId }, REASON_NO_LONGER_WAITING);
  }
  notifyQueue(deps.io, consultantId);
  await notifyOrder(deps, 'accepted', chatId);
  notifyAccepted(deps, chatId);
}

export async function consultantDecline(
  deps: SessionDeps,
  consultantId: number,
  chatId: number,
  why: Readonly<{ reason: DeclineReason; note?: string | undefined }>,
): Promise<void> {
  const [row] = await deps.db
    .update(chatOrders)
    .set({
      status: 'declined',
      endedAt: deps.clock(),
      declineReason: why.reason,
      declineNote: why.note === undefined || why.note === '' ? null : why.note,
    })
    .where(
      and(
        eq(chatOrders.id, chatId),
        eq(chatOrders.consultantId, consultantId),
        eq(chatOrders.status, 'queued'),
      ),
    )
    .returning({ id: chatOrders.id });
  if (row === undefined) {
    return refuseStateChange(deps.db, chatId, { consultantId }, REASON_NO_LONGER_WAITING);
  }
  notifyQueue(deps.io, consultantId);
  await notifyOrder(deps, 'declined', chatId);
}

/** The user confirms: both are in, the chat is active and billing time starts now. */
export async function userAccept(deps: SessionDeps, userId: number, chatId: number): Promise<void> {
  const [order] = await deps.db
    .select()
    .from(chatOrders)
    .where(and(eq(chatOrders.id, chatId), eq(chatOrders.userId, userId)));
  if (order === undefined) throw new CallFailure(404, REASON_NO_SUCH_CHAT);
  if (order.status !== 'accepted_by_consultant') {
    throw new CallFailure(409, 'The psychic has not accepted this request (any more).');
  }
  const now = deps.clock();
  const balance = await readBalanceIn(deps.db, userId, order.currency);
  // A call's clock stands still from the start until both sides report their audio connected.
  const held = order.kind === 'call' ? { pausedAt: now, pauseReason: 'media' as const } : {};
  const [row] = await deps.db
    .update(chatOrders)
    .set({
      status: 'active',
      startedAt: now,
      endsAt: chatDeadline(now, order, balance),
      expiresAt: null,
      ...held,
    })
    .where(and(eq(chatOrders.id, chatId), eq(chatOrders.status, 'accepted_by_consultant')))
    .returning({ consultantId: chatOrders.consultantId });
  if (row === undefined) throw new CallFailure(409, REASON_NO_LONGER_WAITING);
  await setConsultantStatus(deps, { id: row.consultantId }, 'busy');
  await notifyOrder(deps, 'started', chatId);
}

/** The two parties of a session. */
export type SessionSide = 'user' | 'consultant';

/**
 * Who ends a session: a side, the sweeper at the deadline, presence when the psychic never came
 * back, the sweeper when a call's audio did not come back (`connection_lost`), or the sweeper when
 * the user did not agree to go on after the free minutes (`consent_lapsed`).
 */
export type ChatEnder =
  SessionSide | 'sweeper' | 'lost_connection' | 'connection_lost' | 'consent_lapsed';

function endReasonFor(side: ChatEnder, activeSeconds: number): ChatEndReason {
  if (side === 'sweeper') return 'balance_exhausted';
  if (side === 'lost_connection') return 'consultant_lost_connection';
  if (side === 'connection_lost') return 'connection_lost';
  if (side === 'consent_lapsed') return 'free_time_ended';
  if (side === 'user') return 'user_ended';
  return activeSeconds < EARLY_LEAVE_SECONDS ? 'consultant_left_early' : 'consultant_ended';
}

/**
 * What must still hold for a timed end: the deadline passed unpaused, the grace ran out, or the
 * consent window did.
 */
function dueCondition(deps: SessionDeps, side: ChatEnder, now: Date): SQL[] {
  // The deadline does not run while the chat is paused (the psychic's console is gone).
  if (side === 'sweeper') return [lte(chatOrders.endsAt, now), isNull(chatOrders.pausedAt)];
  if (side === 'lost_connection') {
    const since = new Date(now.getTime() - deps.config.consoleGraceSeconds * 1000);
    return [lte(chatOrders.pausedAt, since), eq(chatOrders.pauseReason, 'consultant_away')];
  }
  if (side === 'connection_lost') {
    const since = new Date(now.getTime() - deps.config.callGraceSeconds * 1000);
    return [lte(chatOrders.pausedAt, since), eq(chatOrders.pauseReason, 'media')];
  }
  // The pause began at the free end, so the billing below charges nothing.
  if (side === 'consent_lapsed') {
    return [eq(chatOrders.pauseReason, 'consent'), lte(chatOrders.consentDueAt, now)];
  }
  return [];
}

/**
 * Ends an active chat once: the conditional update claims it (a second caller, on this instance or
 * another, finds it ended and does nothing) and the single charge is booked in the same
 * transaction under the key `chat:<id>:final`. Returns false when someone else ended it first.
 * The sweeper ends only a chat whose deadline passed unpaused; presence (`lost_connection`) only one
 * paused for the whole grace period.
 */
export async function endChat(
  deps: SessionDeps,
  chatId: number,
  side: ChatEnder,
): Promise<boolean> {
  const now = deps.clock();
  const ended = await deps.db.transaction(async (tx) => {
    const due = dueCondition(deps, side, now);
    const [claimed] = await tx
      .update(chatOrders)
      .set({ status: 'ended', endedAt: now })
      .where(and(eq(chatOrders.id, chatId), eq(chatOrders.status, 'active'), ...due))
      .returning();
    if (claimed?.startedAt == null || claimed.endsAt === null) return undefined;
    // Nothing past the deadline is billable, however late the sweeper comes, nor the time the
    // psychic's console was gone (a pause in progress, and the earlier ones in pausedMs).
    const until = Math.min(
      now.getTime(),
      claimed.endsAt.getTime(),
      claimed.pausedAt?.getTime() ?? Number.POSITIVE_INFINITY,
    );
    const present = until - claimed.startedAt.getTime() - claimed.pausedMs;
    const activeSeconds = Math.max(0, Math.floor(present / 1000));
    const endReason = endReasonFor(side, activeSeconds);
    const balance = await readBalanceIn(tx, claimed.userId, claimed.currency);
    const settlement = settleChat({
      activeSeconds,
      freeSeconds: claimed.freeSeconds,
      ratePerMinute: claimed.ratePerMinuteMinor,
      balance,
      platformSharePercent: claimed.platformSharePercent,
      refund: endReason === 'consultant_left_early',
    });
    if (settlement.amount > 0) {
      await applyWalletEntry(tx, {
        userId: claimed.userId,
        kind: 'chat_charge',
        amountMinor: -settlement.amount,
        // In the order's currency, which the balance read above was in (decision 045).
        currency: claimed.currency === 'EUR' ? 'EUR' : 'INR',
        reference: { type: 'chat_order', id: String(chatId) },
        idempotencyKey: `chat:${chatId}:final`,
      });
    }
    // The psychic's ledger line commits with the charge or not at all (decision 038).
    await bookSessionEnd(tx, {
      sessionId: chatId,
      consultantId: claimed.consultantId,
      earningsMinor: settlement.earnings,
      currency: claimed.currency,
      freeSecondsUsed:
        endReason === 'consultant_left_early' ? 0 : Math.min(activeSeconds, claimed.freeSeconds),
      at: now,
    });
    // A session that ran (paid or free) counts as given: the "N sessions" on the card.
    if (activeSeconds > 0 && endReason !== 'consultant_left_early') {
      await tx
        .update(consultants)
        .set({ orderCount: sql`${consultants.orderCount} + 1` })
        .where(eq(consultants.id, claimed.consultantId));
    }
    await tx
      .update(chatOrders)
      .set({
        endReason,
        billedSeconds: settlement.billedSeconds,
        amountChargedMinor: settlement.amount,
        consultantEarningsMinor: settlement.earnings,
      })
      .where(eq(chatOrders.id, chatId));
    return { ...claimed, charged: settlement.amount };
  });
  if (ended === undefined) return false;
  await afterEnd(deps, ended.consultantId, ended.userId, now);
  await notifyOrder(deps, 'ended', chatId);
  if (ended.charged > 0) await deps.wallet.changed(ended.userId);
  return true;
}

async function afterEnd(deps: SessionDeps, consultantId: number, userId: number, at: Date) {
  const [consultant] = await deps.db
    .select({ status: consultants.status })
    .from(consultants)
    .where(eq(consultants.id, consultantId));
  // Back to online unless they went offline meanwhile.
  if (consultant?.status === 'busy')
    await setConsultantStatus(deps, { id: consultantId }, 'online');
  await recordConsultation(deps.db, { userId, consultantId, at });
  notifyQueue(deps.io, consultantId);
}
