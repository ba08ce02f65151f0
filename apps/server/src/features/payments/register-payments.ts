import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import type { PaymentGateway } from './gateways/payment-gateway';
import { createStripeClient, createStripeGateway } from './gateways/stripe-gateway';
import { registerStripeWebhookRoutes } from './gateways/stripe-webhook-routes';
import { createTestGateway } from './gateways/test-gateway';
import { registerTestGatewayRoutes } from './gateways/test-gateway-routes';
import { registerPaymentRoutes } from './payment-routes';
import type { InvoiceSeller } from '../invoices/invoice-seller';
import type { WalletEvents } from '../wallet/wallet-events';
import type { PaymentsConfig } from './payments-env';
import { registerUserMobileRoutes } from './user-mobile-routes';

export type PaymentsDeps = Readonly<{
  db: Database;
  clock: () => Date;
  nodeEnv: 'development' | 'production' | 'test';
  publicUrl: string | undefined;
  payments: PaymentsConfig;
  wallet: WalletEvents;
  /** Who issues the invoices of settled payments (decision 051). */
  seller: InvoiceSeller;
}>;

/**
 * Every payment call plus the gateways this environment has (returned): the test gateway outside production
 * only (in production its routes do not exist), Stripe Checkout when configured.
 */
export async function registerPayments(
  app: FastifyInstance,
  deps: PaymentsDeps,
): Promise<readonly PaymentGateway[]> {
  const gateways: PaymentGateway[] = [];
  if (deps.nodeEnv !== 'production') {
    const testGateway = createTestGateway();
    gateways.push(testGateway);
    registerTestGatewayRoutes(app, {
      db: deps.db,
      clock: deps.clock,
      gateway: testGateway,
      wallet: deps.wallet,
      seller: deps.seller,
    });
  }
  const { stripe } = deps.payments;
  if (stripe !== undefined) {
    const client = await createStripeClient(stripe);
    gateways.push(createStripeGateway(client));
    registerStripeWebhookRoutes(app, {
      db: deps.db,
      clock: deps.clock,
      stripe: client,
      webhookSecret: stripe.webhookSecret,
      wallet: deps.wallet,
      seller: deps.seller,
    });
  }
  registerPaymentRoutes(app, {
    db: deps.db,
    clock: deps.clock,
    markets: deps.payments.markets,
    publicUrl: deps.publicUrl,
    gateways,
    wallet: deps.wallet,
    seller: deps.seller,
  });
  registerUserMobileRoutes(app, { db: deps.db });
  // The admin console re-checks pending payments with the same gateways.
  return gateways;
}
