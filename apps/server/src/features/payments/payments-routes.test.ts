import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STEPS } from '../../app/seed-steps';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runSeed } from '../seed/run-seed';
import { REASON_TEST_DECLINED } from './gateways/test-gateway';
import { call, signedInUser, type TestUser } from '../../test/call-client';
import {
  checkoutCall,
  completePaymentCall,
  initiatePaymentCall,
  paymentLogsCall,
  paymentStatusCall,
  submitPaymentCall,
} from '@lumus/contract/payments/payment-log';
import { couponCall } from '@lumus/contract/payments/coupon';
import { paymentMethodsCall } from '@lumus/contract/payments/payment-methods';
import { rechargePacksCall } from '@lumus/contract/payments/recharge-packs';
import { userMobileCall } from '@lumus/contract/payments/user-mobile';
import { walletBalanceCall } from '@lumus/contract/wallet/wallet-balance';
import { walletTransactionsCall } from '@lumus/contract/wallet/wallet-transactions';

const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_lumus', STRIPE_WEBHOOK_SECRET: 'whsec_lumus' };

describe('wallet and payment calls', () => {
  let t: TestApp;
  let asha: TestUser;
  let ravi: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: STRIPE_ENV });
    await runSeed(t.database.db, SEED_STEPS);
    asha = await signedInUser(t.app, '9876500001');
    ravi = await signedInUser(t.app, '9876500002');
  });
  afterAll(async () => {
    await t.close();
  });

  async function balanceOf(user: TestUser): Promise<number> {
    const response = await call(t.app, user, walletBalanceCall);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { amount: number } }>().data.amount;
  }

  async function checkout(user: TestUser, fields: Record<string, unknown>) {
    const response = await call(t.app, user, checkoutCall, { method: 'test', ...fields });
    return { response, log: response.json<{ data: { id: number } }>().data };
  }

  /** Checkout, initiate, and press a button on the TEST page like a browser would. */
  async function payThroughTestGateway(user: TestUser, packId: number, decision: string) {
    const { log } = await checkout(user, { packId });
    const initiated = await call(t.app, user, initiatePaymentCall, {
      paymentLogId: log.id,
      language: 'de',
    });
    expect(initiated.statusCode).toBe(200);
    const { redirectUrl } = initiated.json<{ data: { redirectUrl: string } }>().data;
    const page = await t.app.inject({ url: redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST GATEWAY — NO REAL MONEY');
    const url = new URL(redirectUrl, 'http://localhost');
    const decided = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        decision,
        return: url.searchParams.get('return') ?? '',
      }).toString(),
    });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(`/de/add-wallet-money/payment?paymentLogId=${log.id}`);
    return log.id;
  }

  it('requires sign-in for every wallet and payment call', async () => {
    for (const url of [
      walletBalanceCall.path,
      rechargePacksCall.path,
      paymentLogsCall.path,
      couponCall.path,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('offers the seeded packs with the first-recharge bonus, tax rate and both gateways', async () => {
    const packs = await call(t.app, asha, rechargePacksCall);
    const data = packs.json<{ data: Record<string, unknown> }>().data;
    expect(data).toMatchObject({ isFirstRecharge: true, taxBasisPoints: 1800, currency: 'INR' });
    expect(data['packs']).toContainEqual({
      id: 4,
      amount: 50_000,
      bonusPercent: 50,
      bonusAmount: 25_000,
      regularBonusPercent: 10,
      isPopular: true,
    });
    const methods = await call(t.app, asha, paymentMethodsCall);
    expect(methods.json()).toEqual({
      status: 'success',
      data: {
        methods: [
          { id: 'test', isTest: true },
          { id: 'stripe', isTest: false },
        ],
      },
    });
    const coupon = await call(t.app, asha, couponCall);
    expect(coupon.json()).toEqual({
      status: 'success',
      data: { isToGiveCoupon: true, firstRechargeBonusPercent: 100 },
    });
  });

  it('prices a checkout on the server: amount, bonus, 18 % tax and total', async () => {
    const { response, log } = await checkout(asha, { packId: 4 });
    expect(response.statusCode).toBe(200);
    expect(log).toMatchObject({
      packId: 4,
      amount: 50_000,
      bonusAmount: 25_000,
      taxAmount: 9_000,
      totalAmount: 59_000,
      status: 'created',
      method: 'test',
    });
    const custom = await checkout(asha, { amount: '12300' });
    expect(custom.log).toMatchObject({
      amount: 12_300,
      bonusAmount: 0,
      netAmount: 12_300,
      taxAmount: 2_214,
    });
  });

  it.each([
    [{ amount: -500 }, 'amount must be at least 100 paise'],
    [{ amount: 0 }, 'amount must be at least 100 paise'],
    [{ amount: 150.5 }, 'amount must be a whole number of paise'],
    [{ amount: 10_000_001 }, 'amount must be at most 10000000 paise'],
    [{ amount: 'lots' }, 'amount must be a number'],
    [{}, 'packId: packId or amount is required'],
    [{ packId: 'x' }, 'packId must be a positive whole number'],
    [{ packId: 4, amount: 100 }, 'amount does not match the chosen pack'],
    [{ amount: 1000, method: 'cash' }, 'method must be test or stripe'],
  ])('refuses checkout %j with 400 "%s"', async (fields, reason) => {
    const response = await call(t.app, asha, checkoutCall, { method: 'test', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'fail', reason });
  });

  it('answers an unknown pack with 404 and creates nothing', async () => {
    const before = await call(t.app, ravi, paymentLogsCall);
    const response = await call(t.app, ravi, checkoutCall, {
      method: 'test',
      packId: 999,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'fail', reason: 'No recharge pack with id 999.' });
    const after = await call(t.app, ravi, paymentLogsCall);
    expect(after.json()).toEqual(before.json());
  });

  it('credits recharge and bonus once after an approval on the test gateway', async () => {
    const id = await payThroughTestGateway(asha, 4, 'approve');
    expect(await balanceOf(asha)).toBe(75_000);

    // The web's return: complete re-checks the gateway and changes nothing more, however often.
    for (let i = 0; i < 3; i += 1) {
      const completed = await call(t.app, asha, completePaymentCall, {
        paymentLogId: id,
      });
      expect(completed.json()).toMatchObject({ data: { id, status: 'success' } });
    }
    const status = await call(t.app, asha, paymentStatusCall, { paymentLogId: id });
    expect(status.json()).toMatchObject({ data: { status: 'success', totalAmount: 59_000 } });
    expect(await balanceOf(asha)).toBe(75_000);

    const ledger = await call(t.app, asha, walletTransactionsCall);
    const items = ledger.json<{ data: { total: number; items: unknown[] } }>().data;
    expect(items.total).toBe(2);
    expect(items.items).toEqual([
      expect.objectContaining({ kind: 'bonus', amount: 25_000, balanceAfter: 75_000 }),
      expect.objectContaining({ kind: 'recharge', amount: 50_000, balanceAfter: 50_000 }),
    ]);

    // The first-recharge offer is used up.
    const packs = await call(t.app, asha, rechargePacksCall);
    expect(packs.json()).toMatchObject({ data: { isFirstRecharge: false } });
    const coupon = await call(t.app, asha, couponCall);
    expect(coupon.json()).toMatchObject({ data: { isToGiveCoupon: false } });
  });

  it('leaves the balance unchanged after a decline and reports the failure', async () => {
    const before = await balanceOf(ravi);
    const id = await payThroughTestGateway(ravi, 2, 'decline');
    const completed = await call(t.app, ravi, completePaymentCall, { paymentLogId: id });
    expect(completed.json()).toMatchObject({
      data: { status: 'failed', failureReason: REASON_TEST_DECLINED },
    });
    expect(await balanceOf(ravi)).toBe(before);
  });

  it("refuses to read, complete, cancel or start another user's payment (403), changing nothing", async () => {
    const { log } = await checkout(asha, { packId: 1 });
    for (const [method, target] of [
      ['GET', paymentStatusCall],
      ['POST', completePaymentCall],
      ['POST', submitPaymentCall],
      ['POST', initiatePaymentCall],
    ] as const) {
      const url = target.path;
      const response = await call(t.app, ravi, target, { paymentLogId: log.id }, { method });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        status: 'fail',
        reason: 'This payment belongs to another account.',
      });
    }
    const own = await call(t.app, asha, paymentStatusCall, { paymentLogId: log.id });
    expect(own.json()).toMatchObject({ data: { status: 'created' } });
    const missing = await call(t.app, ravi, paymentStatusCall, { paymentLogId: 99_999 });
    expect(missing.statusCode).toBe(404);
  });

  it('cancels an abandoned payment and lists every attempt newest first, paged', async () => {
    const { log } = await checkout(ravi, { amount: 20_000 });
    const cancelled = await call(t.app, ravi, submitPaymentCall, {
      paymentLogId: log.id,
    });
    expect(cancelled.json()).toMatchObject({ data: { status: 'cancelled' } });
    const again = await call(t.app, ravi, initiatePaymentCall, { paymentLogId: log.id });
    expect(again.statusCode).toBe(409);

    const firstPage = await call(t.app, ravi, paymentLogsCall, { page: 1, pageSize: 1 });
    expect(firstPage.json()).toMatchObject({
      data: { page: 1, pageSize: 1, total: 2, items: [{ id: log.id, status: 'cancelled' }] },
    });
    const secondPage = await call(t.app, ravi, paymentLogsCall, { page: 2, pageSize: 1 });
    expect(secondPage.json()).toMatchObject({ data: { items: [{ status: 'failed' }] } });
    const tooBig = await call(t.app, ravi, paymentLogsCall, { pageSize: 500 });
    expect(tooBig.statusCode).toBe(400);
  });

  it("returns the caller's verified mobile", async () => {
    const response = await call(t.app, asha, userMobileCall);
    expect(response.json()).toEqual({
      status: 'success',
      data: { countryCode: '91', mobile: '9876500001', isVerified: true },
    });
  });
});
