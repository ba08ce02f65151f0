import { quotePayment } from '@lumus/contract/payments/payment-quote';
import type { PaymentMethodId } from '@lumus/contract/payments/payment-methods';
import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { createPaymentLog, type PaymentLogRow } from './payment-logs';
import { paymentLogs } from './payment-tables';

/** A payment log as checkout + initiate leave it: pending at its gateway under `gatewayRef`. */
export async function insertPendingPayment(
  db: Database,
  input: Readonly<{
    userId: number;
    amountMinor: number;
    bonusPercent?: number;
    /** The bonus once the first-recharge offer is taken; `bonusPercent` when omitted. */
    regularBonusPercent?: number;
    method?: PaymentMethodId;
    gatewayRef: string;
  }>,
): Promise<PaymentLogRow> {
  const quote = quotePayment({
    amountMinor: input.amountMinor,
    bonusPercent: input.bonusPercent ?? 0,
    taxBasisPoints: 1800,
  });
  const log = await createPaymentLog(db, {
    userId: input.userId,
    packId: null,
    quote,
    regularBonusMinor: quotePayment({
      amountMinor: input.amountMinor,
      bonusPercent: input.regularBonusPercent ?? input.bonusPercent ?? 0,
      taxBasisPoints: 0,
    }).bonusMinor,
    taxBasisPoints: 1800,
    method: input.method ?? 'stripe',
  });
  const [pending] = await db
    .update(paymentLogs)
    .set({ status: 'pending', gatewayRef: input.gatewayRef })
    .where(eq(paymentLogs.id, log.id))
    .returning();
  if (pending === undefined) throw new Error('payment log vanished');
  return pending;
}
