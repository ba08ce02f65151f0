import type Stripe from 'stripe';
import type { StripeConfig } from '../payments-env';
import type { PaymentLogRow } from '../payment-logs';
import type { GatewayVerdict, PaymentGateway } from './payment-gateway';

const REASON_STRIPE_EXPIRED = 'The Stripe checkout expired before it was paid.';
const REASON_STRIPE_FAILED = 'Stripe reported the payment as failed.';
export const REASON_STRIPE_MISMATCH = 'Stripe reported a different amount than this payment.';

export type StripeSessionFacts = Pick<
  Stripe.Checkout.Session,
  'id' | 'payment_status' | 'status' | 'amount_total' | 'currency' | 'metadata'
>;

/**
 * Stripe's SDK (~260 files, 10-18 MB) is loaded here, only where Stripe is configured, rather than
 * at every start (decision 054).
 */
export async function createStripeClient(config: StripeConfig): Promise<Stripe> {
  const { default: StripeClient } = await import('stripe');
  return new StripeClient(config.secretKey, { maxNetworkRetries: 2, timeout: 10_000 });
}

/** Stripe names currencies in lower case ("inr", "eur"); the log's is its wallet's (decision 045). */
export function stripeCurrencyOf(log: Pick<PaymentLogRow, 'currency'>): string {
  return log.currency.toLowerCase();
}

/**
 * Stripe's word on one Checkout Session, checked against our log: paid only if Stripe says paid for
 * exactly this log's total in the log's currency, so a session of another payment (or the same
 * number of cents instead of paise) can never credit this one.
 */
export function verdictFromSession(
  session: StripeSessionFacts,
  log: PaymentLogRow,
  asyncFailed = false,
): GatewayVerdict {
  if (asyncFailed) return { outcome: 'failed', reason: REASON_STRIPE_FAILED };
  if (session.status === 'expired') return { outcome: 'failed', reason: REASON_STRIPE_EXPIRED };
  if (session.payment_status !== 'paid') return { outcome: 'pending' };
  const matches =
    session.metadata?.['paymentLogId'] === String(log.id) &&
    session.amount_total === log.totalMinor &&
    session.currency === stripeCurrencyOf(log);
  return matches ? { outcome: 'paid' } : { outcome: 'failed', reason: REASON_STRIPE_MISMATCH };
}

/** Stripe Checkout: a hosted payment page; the result comes from the signed webhook or a lookup. */
export function createStripeGateway(stripe: Stripe): PaymentGateway {
  return {
    method: 'stripe',
    start: async (log, urls) => {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(log.id),
          metadata: { paymentLogId: String(log.id) },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: stripeCurrencyOf(log),
                unit_amount: log.totalMinor,
                product_data: { name: 'Lumus wallet recharge (incl. tax)' },
              },
            },
          ],
          success_url: urls.successUrl,
          cancel_url: urls.cancelUrl,
        },
        // A retried start of the same log gets the same session rather than a second one.
        { idempotencyKey: `lumus-payment-log-${log.id}` },
      );
      if (session.url === null) throw new Error('Stripe returned a session without a URL');
      return { gatewayRef: session.id, redirectUrl: session.url };
    },
    verify: async (log) => {
      if (log.gatewayRef === null) return { outcome: 'pending' };
      const session = await stripe.checkout.sessions.retrieve(log.gatewayRef);
      return verdictFromSession(session, log);
    },
  };
}
