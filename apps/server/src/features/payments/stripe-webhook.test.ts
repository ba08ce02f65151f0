import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readWalletBalance, readWalletCurrency } from '../wallet/wallet-ledger';
import { walletEntries } from '../wallet/wallet-tables';
import { insertTestUser } from '../wallet/wallet-test-users';
import { REASON_STRIPE_MISMATCH } from './gateways/stripe-gateway';
import { REASON_BAD_SIGNATURE, STRIPE_WEBHOOK_PATH } from './gateways/stripe-webhook-routes';
import { findPaymentLog, type PaymentLogRow } from './payment-logs';
import { GERMANY_MARKET, insertPendingPayment } from './payment-test-fixtures';

const SECRET = 'whsec_lumus_test_secret';
// Only used to sign payloads locally; no request ever leaves the machine.
const stripe = new Stripe('sk_test_lumus');

function sessionEvent(
  log: PaymentLogRow,
  overrides: Record<string, unknown> = {},
  type = 'checkout.session.completed',
) {
  return JSON.stringify({
    id: `evt_${log.id}_${type}`,
    object: 'event',
    type,
    created: 1_735_787_045,
    data: {
      object: {
        id: log.gatewayRef,
        object: 'checkout.session',
        payment_status: 'paid',
        status: 'complete',
        amount_total: log.totalMinor,
        currency: 'inr',
        metadata: { paymentLogId: String(log.id) },
        ...overrides,
      },
    },
  });
}

describe(`POST ${STRIPE_WEBHOOK_PATH}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_lumus', STRIPE_WEBHOOK_SECRET: SECRET },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  function deliver(payload: string, signature?: string) {
    return t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });
  }

  function signed(payload: string, secret = SECRET) {
    return deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret }));
  }

  async function pendingStripePayment(
    amountMinor = 50_000,
    bonusPercent = 10,
    market?: typeof GERMANY_MARKET,
  ) {
    const userId = await insertTestUser(t.database.db);
    const log = await insertPendingPayment(t.database.db, {
      userId,
      amountMinor,
      bonusPercent,
      method: 'stripe',
      gatewayRef: `cs_test_${userId}`,
      ...(market === undefined ? {} : { market }),
    });
    return { userId, log };
  }

  async function entriesOf(userId: number) {
    return t.database.db.select().from(walletEntries).where(eq(walletEntries.userId, userId));
  }

  it('rejects a missing, wrong or replayed-onto-other-bytes signature and credits nothing', async () => {
    const { userId, log } = await pendingStripePayment();
    const payload = sessionEvent(log);
    const attempts = [
      await deliver(payload),
      await deliver(payload, 't=1,v1=deadbeef'),
      await signed(payload, 'whsec_someone_else'),
      await deliver(
        payload.replace(String(log.totalMinor), '1'),
        stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      ),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 'fail', reason: REASON_BAD_SIGNATURE });
    }
    expect(await readWalletBalance(t.database.db, userId)).toBe(0);
    expect((await findPaymentLog(t.database.db, log.id))?.status).toBe('pending');
  });

  it('credits a verified payment once when the same event arrives 10 times in a row', async () => {
    const { userId, log } = await pendingStripePayment();
    const payload = sessionEvent(log);
    for (let i = 0; i < 10; i += 1) {
      const response = await signed(payload);
      expect(response.statusCode).toBe(200);
    }
    expect(await readWalletBalance(t.database.db, userId)).toBe(55_000);
    expect(await entriesOf(userId)).toHaveLength(2);
    expect((await findPaymentLog(t.database.db, log.id))?.status).toBe('success');
  });

  it('credits once when 10 deliveries (completed and async-succeeded) race', async () => {
    const { userId, log } = await pendingStripePayment(20_000, 0);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signed(
          sessionEvent(
            log,
            {},
            i % 2 === 0 ? 'checkout.session.completed' : 'checkout.session.async_payment_succeeded',
          ),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await readWalletBalance(t.database.db, userId)).toBe(20_000);
    expect(await entriesOf(userId)).toHaveLength(1);
  });

  it('does not credit a session whose amount or currency differs from the payment', async () => {
    const { userId, log } = await pendingStripePayment();
    await signed(sessionEvent(log, { amount_total: 100 }));
    expect(await findPaymentLog(t.database.db, log.id)).toMatchObject({
      status: 'failed',
      failureReason: REASON_STRIPE_MISMATCH,
    });
    expect(await readWalletBalance(t.database.db, userId)).toBe(0);
  });

  it('credits a euro payment in euros once, VAT included in what Stripe charged', async () => {
    const { userId, log } = await pendingStripePayment(1_000, 0, GERMANY_MARKET);
    expect(log.totalMinor).toBe(1_000);
    const event = sessionEvent(log, { currency: 'eur' });
    expect((await signed(event)).statusCode).toBe(200);
    expect((await signed(event)).statusCode).toBe(200);
    expect(await findPaymentLog(t.database.db, log.id)).toMatchObject({ status: 'success' });
    expect(await readWalletBalance(t.database.db, userId)).toBe(1_000);
    expect(await readWalletCurrency(t.database.db, userId)).toBe('EUR');
    expect(await entriesOf(userId)).toHaveLength(1);
  });

  it('does not credit a euro payment for a session paid in rupees (same number, other money)', async () => {
    const { userId, log } = await pendingStripePayment(1_000, 0, GERMANY_MARKET);
    await signed(sessionEvent(log, { currency: 'inr' }));
    expect(await findPaymentLog(t.database.db, log.id)).toMatchObject({
      status: 'failed',
      failureReason: REASON_STRIPE_MISMATCH,
    });
    expect(await readWalletBalance(t.database.db, userId)).toBe(0);
  });

  it('closes an expired checkout, waits on an unpaid one and ignores other events', async () => {
    const { userId, log } = await pendingStripePayment();
    const unpaid = await signed(sessionEvent(log, { payment_status: 'unpaid' }));
    expect(unpaid.statusCode).toBe(200);
    expect((await findPaymentLog(t.database.db, log.id))?.status).toBe('pending');
    const other = await signed(
      JSON.stringify({
        id: 'evt_x',
        object: 'event',
        type: 'customer.created',
        data: { object: {} },
      }),
    );
    expect(other.json()).toEqual({ status: 'success', reason: 'ignored' });
    await signed(
      sessionEvent(
        log,
        { status: 'expired', payment_status: 'unpaid' },
        'checkout.session.expired',
      ),
    );
    expect((await findPaymentLog(t.database.db, log.id))?.status).toBe('failed');
    expect(await readWalletBalance(t.database.db, userId)).toBe(0);
  });
});

describe('payments in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
        TWILIO_ACCOUNT_SID: 'AC0000000000',
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM: '+15550000000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no test gateway and, without Stripe configured, no webhook', async () => {
    const token = 'a'.repeat(32);
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: `/api/test-gateway/pay/${token}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'fail' });
    }
    const webhook = await t.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, payload: {} });
    expect(webhook.statusCode).toBe(404);
  });
});
