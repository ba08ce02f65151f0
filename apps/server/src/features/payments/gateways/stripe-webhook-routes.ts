import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../../lib/db/database';
import { CallFailure } from '../../../lib/http/call-failure';
import { findPaymentLog } from '../payment-logs';
import type { InvoiceSeller } from '../../invoices/invoice-seller';
import type { WalletEvents } from '../../wallet/wallet-events';
import { settlePayment } from '../settle-payment';
import { verdictFromSession } from './stripe-gateway';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';
export const REASON_BAD_SIGNATURE = 'The Stripe signature is missing or does not match.';

/** The Checkout Session events that decide a payment; every other event is acknowledged and ignored. */
function sessionOf(event: Stripe.Event): Stripe.Checkout.Session | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return event.data.object;
    default:
      return undefined;
  }
}

export type StripeWebhookDeps = Readonly<{
  db: Database;
  clock: () => Date;
  stripe: Stripe;
  webhookSecret: string;
  wallet: WalletEvents;
  /** Who issues the invoice of a payment this route settles. */
  seller: InvoiceSeller;
}>;

/**
 * Stripe's webhook. The signature covers the exact bytes Stripe sent, so this route (alone) keeps
 * the JSON body raw; only an event that verifies against the webhook secret is read at all.
 */
export function registerStripeWebhookRoutes(app: FastifyInstance, deps: StripeWebhookDeps): void {
  // Loaded with the app at `ready()`; the scope keeps the raw parser away from every other route.
  void app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, next) => {
        next(null, body);
      },
    );
    scope.post(STRIPE_WEBHOOK_PATH, { schema: { hide: true } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      if (!(request.body instanceof Buffer) || typeof signature !== 'string') {
        throw new CallFailure(400, REASON_BAD_SIGNATURE);
      }
      let event: Stripe.Event;
      try {
        event = deps.stripe.webhooks.constructEvent(request.body, signature, deps.webhookSecret);
      } catch {
        throw new CallFailure(400, REASON_BAD_SIGNATURE);
      }
      const session = sessionOf(event);
      if (session === undefined) return { status: 'success', reason: 'ignored' };
      const paymentLogId = Number(session.metadata?.['paymentLogId']);
      const log = Number.isSafeInteger(paymentLogId)
        ? await findPaymentLog(deps.db, paymentLogId)
        : undefined;
      // Not ours (another integration on the same account): acknowledge so Stripe stops retrying.
      if (log?.method !== 'stripe') return { status: 'success', reason: 'unknown payment' };
      const verdict = verdictFromSession(
        session,
        log,
        event.type === 'checkout.session.async_payment_failed',
      );
      await settlePayment(deps, log.id, verdict, deps.clock());
      return { status: 'success' };
    });
    done();
  });
}
