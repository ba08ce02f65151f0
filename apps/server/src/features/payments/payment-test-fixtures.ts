import { quotePayment } from '@lumus/contract/payments/payment-quote';
import type { PaymentMethodId } from '@lumus/contract/payments/payment-methods';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import type { Market } from '../markets/markets-env';
import { createPaymentLog, type PaymentLogRow } from './payment-logs';
import { paymentLogs } from './payment-tables';

export const INDIA_MARKET: Market = {
  country: 'IN',
  currency: 'INR',
  taxMode: 'exclusive',
  taxBasisPoints: 1800,
};
export const GERMANY_MARKET: Market = {
  country: 'DE',
  currency: 'EUR',
  taxMode: 'inclusive',
  taxBasisPoints: 1900,
};

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
    /** India's (GST 18 % on top) unless given. */
    market?: Market;
  }>,
): Promise<PaymentLogRow> {
  const market = input.market ?? INDIA_MARKET;
  const quote = quotePayment({
    amountMinor: input.amountMinor,
    bonusPercent: input.bonusPercent ?? 0,
    taxBasisPoints: market.taxBasisPoints,
    taxMode: market.taxMode,
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
    market,
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

/**
 * Presses Approve on the TEST gateway's page that `redirectUrl` (from initiate) leads to, as the
 * browser posts it; resolves to the gateway's status code (303 when it took the decision).
 */
export async function approveAtTestGateway(
  app: FastifyInstance,
  redirectUrl: string,
): Promise<number> {
  const url = new URL(redirectUrl, 'http://localhost');
  const decided = await app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      decision: 'approve',
      return: url.searchParams.get('return') ?? '',
    }).toString(),
  });
  return decided.statusCode;
}
