import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { applyWalletEntry, type WalletEntry } from '../wallet/wallet-ledger';
import { walletEntries } from '../wallet/wallet-tables';
import { earningsOf } from './session-billing';
import { bookClawback } from '../earnings/earnings-ledger';
import { chatOrders } from './session-tables';

export const REASON_REFUND_TOO_LARGE = 'This refund is more than what is left of the charge.';
export const REASON_REFUND_NOT_ENDED = 'Only an ended chat can be refunded.';

/** Every refund of a session counts, the platform's own (`chat:<id>:refund`) as well as admins'. */
export async function refundedTotals(
  db: Database,
  chatIds: number[],
): Promise<Map<number, number>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .select({
      chatId: walletEntries.referenceId,
      total: sql<number>`coalesce(sum(${walletEntries.amountMinor}), 0)`.mapWith(Number),
    })
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.kind, 'refund'),
        eq(walletEntries.referenceType, 'chat_order'),
        inArray(walletEntries.referenceId, chatIds.map(String)),
      ),
    )
    .groupBy(walletEntries.referenceId);
  return new Map(rows.map((row) => [Number(row.chatId), row.total]));
}

export type SessionRefund = Readonly<{
  chatId: number;
  /** Paise to give back, or everything that is left of the charge. */
  amount: number | 'rest';
  /** Names the refund in the ledger: a repeat with the same key pays nothing again. */
  idempotencyKey: string;
  /** The platform failed the session: its end reason says so (decision 007). */
  platformFault: boolean;
  /** Why, as the psychic's clawback line shows it. */
  reason?: string;
  at: Date;
}>;

export const PLATFORM_FAULT_REASON = 'Refunded to the user: the session failed on our side';
export const REFUND_REASON = 'Refunded to the user';

export type SessionRefundResult = Readonly<{
  userId: number;
  /** The ledger entry, or null when there was nothing left to give back. */
  entry: WalletEntry | null;
  applied: boolean;
}>;

/**
 * The one refund of an ended session, whoever gives it (the platform, an admin): one `refund`
 * ledger entry, and the psychic's earnings shrink to their share of what is still paid, by the same
 * formula as at the end. The session row is locked first, so two refunds of one session queue
 * behind each other and the second sees the first; together they never exceed the charge. Runs in
 * the caller's transaction when given one (the admin's refund row and audit go in it too).
 */
export async function refundSession(
  db: Database,
  request: SessionRefund,
): Promise<SessionRefundResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(chatOrders)
      .where(eq(chatOrders.id, request.chatId))
      .for('update');
    if (order === undefined) throw new CallFailure(404, `No chat with id ${request.chatId}.`);
    if (order.status !== 'ended') throw new CallFailure(409, REASON_REFUND_NOT_ENDED);
    const [earlier] = await tx
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.idempotencyKey, request.idempotencyKey));
    if (earlier !== undefined) return { userId: order.userId, entry: earlier, applied: false };
    const refunded = (await refundedTotals(tx, [order.id])).get(order.id) ?? 0;
    const left = order.amountChargedMinor - refunded;
    const amount = request.amount === 'rest' ? left : request.amount;
    if (amount > left) throw new CallFailure(409, REASON_REFUND_TOO_LARGE);
    const entry =
      amount > 0
        ? await applyWalletEntry(tx, {
            userId: order.userId,
            kind: 'refund',
            amountMinor: amount,
            reference: { type: 'chat_order', id: String(order.id) },
            idempotencyKey: request.idempotencyKey,
          })
        : undefined;
    const remaining = left - amount;
    const earningsAfter = Math.min(
      order.consultantEarningsMinor,
      earningsOf(remaining, order.platformSharePercent),
    );
    // The session line stays as earned; the refund is its own clawback line (decision 038).
    await bookClawback(tx, {
      sessionId: order.id,
      consultantId: order.consultantId,
      earningsBefore: order.consultantEarningsMinor,
      earningsAfter,
      reason: request.reason ?? (request.platformFault ? PLATFORM_FAULT_REASON : REFUND_REASON),
      refundKey: request.idempotencyKey,
      at: request.at,
    });
    await tx
      .update(chatOrders)
      .set({
        consultantEarningsMinor: earningsAfter,
        ...(remaining === 0 && order.refundedAt === null ? { refundedAt: request.at } : {}),
        ...(request.platformFault ? { endReason: 'platform_fault' as const } : {}),
      })
      .where(eq(chatOrders.id, order.id));
    return { userId: order.userId, entry: entry?.entry ?? null, applied: entry?.applied ?? false };
  });
}
