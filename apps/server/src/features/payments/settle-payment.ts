import { isMarketCurrency, type MarketCurrency } from '@lumus/contract/markets/market-currency';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import type { InvoiceSeller } from '../invoices/invoice-seller';
import { issueInvoice } from '../invoices/issue-invoice';
import type { WalletEvents } from '../wallet/wallet-events';
import { applyWalletEntry } from '../wallet/wallet-ledger';
import { claimFirstRecharge } from './first-recharge';
import type { GatewayVerdict } from './gateways/payment-gateway';
import { findPaymentLog, type PaymentLogRow } from './payment-logs';
import { paymentLogs } from './payment-tables';

function marketCurrencyOf(currency: string): MarketCurrency {
  if (!isMarketCurrency(currency)) throw new Error(`payment in unknown currency ${currency}`);
  return currency;
}

/** Idempotency keys of a payment's ledger entries: derived from the log, so a replay finds them. */
function paymentEntryKeys(paymentLogId: number) {
  return { recharge: `payment:${paymentLogId}:recharge`, bonus: `payment:${paymentLogId}:bonus` };
}

/**
 * Credits a paid payment once and issues its invoice in the same transaction; returns whose wallet
 * it credited, or undefined if not this call.
 */
async function markPaid(
  db: Database,
  paymentLogId: number,
  seller: InvoiceSeller,
  now: Date,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    // The status change is the claim: of any number of concurrent or replayed results, only the one
    // whose update matched credits, and it does so in the same transaction.
    const [claimed] = await tx
      .update(paymentLogs)
      .set({ status: 'success', failureReason: null, completedAt: now, updatedAt: now })
      .where(and(eq(paymentLogs.id, paymentLogId), ne(paymentLogs.status, 'success')))
      .returning();
    if (claimed === undefined) return undefined;
    // The checkout only showed the first-recharge offer; whether this payment gets it is decided
    // here, once per user, so N checkouts opened before the first payment cannot each take it.
    const first = await claimFirstRecharge(tx, claimed.userId, claimed.id, now);
    const bonusMinor = first ? claimed.bonusMinor : claimed.regularBonusMinor;
    if (bonusMinor !== claimed.bonusMinor) {
      // The log and receipt show what was granted, not what was offered.
      await tx.update(paymentLogs).set({ bonusMinor }).where(eq(paymentLogs.id, claimed.id));
    }
    const keys = paymentEntryKeys(claimed.id);
    const reference = { type: 'payment_log', id: String(claimed.id) } as const;
    await applyWalletEntry(tx, {
      userId: claimed.userId,
      kind: 'recharge',
      amountMinor: claimed.amountMinor,
      // Fixed on the wallet by this payment's checkout: the credit can only land in it.
      currency: marketCurrencyOf(claimed.currency),
      reference,
      idempotencyKey: keys.recharge,
    });
    if (bonusMinor > 0) {
      await applyWalletEntry(tx, {
        userId: claimed.userId,
        kind: 'bonus',
        amountMinor: bonusMinor,
        currency: marketCurrencyOf(claimed.currency),
        reference,
        idempotencyKey: keys.bonus,
      });
    }
    // Last: the invoice series row it locks is shared by every settlement of the market.
    await issueInvoice(tx, { log: claimed, seller, now });
    return claimed.userId;
  });
}

async function markFailed(
  db: Database,
  paymentLogId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(paymentLogs)
    .set({ status: 'failed', failureReason: reason, completedAt: now, updatedAt: now })
    .where(
      and(eq(paymentLogs.id, paymentLogId), inArray(paymentLogs.status, ['created', 'pending'])),
    );
}

/**
 * Applies a verified gateway verdict to a payment log, at most once: `paid` moves it to success,
 * credits recharge and bonus (the first-recharge bonus only for the user's first paid payment) and
 * issues its numbered invoice as `seller`; `failed` closes a still-open log; `pending` changes
 * nothing. A paid
 * verdict also wins over an earlier cancel or failure, since the money was really taken. The credit
 * is announced to the owner (`wallet:balance`) once, by the call that made it.
 */
export async function settlePayment(
  deps: Readonly<{ db: Database; wallet: WalletEvents; seller: InvoiceSeller }>,
  paymentLogId: number,
  verdict: GatewayVerdict,
  now: Date,
): Promise<PaymentLogRow> {
  const { db } = deps;
  if (verdict.outcome === 'paid') {
    const credited = await markPaid(db, paymentLogId, deps.seller, now);
    // After the commit: the owner's tabs hear the new balance and a running session moves its end.
    if (credited !== undefined) await deps.wallet.changed(credited);
  }
  if (verdict.outcome === 'failed') await markFailed(db, paymentLogId, verdict.reason, now);
  const log = await findPaymentLog(db, paymentLogId);
  if (log === undefined) throw new Error(`payment log ${paymentLogId} vanished`);
  return log;
}
