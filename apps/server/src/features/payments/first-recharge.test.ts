import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STEPS } from '../../app/seed-steps';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runSeed } from '../seed/run-seed';
import { call, signedInUser, type TestUser } from '../../test/call-client';
import {
  checkoutCall,
  initiatePaymentCall,
  paymentLogsCall,
  paymentStatusCall,
} from '@lumus/contract/payments/payment-log';
import { rechargePacksCall } from '@lumus/contract/payments/recharge-packs';
import { walletBalanceCall } from '@lumus/contract/wallet/wallet-balance';
import { walletTransactionsCall } from '@lumus/contract/wallet/wallet-transactions';

type Wire = { data: { id: number; bonusAmount: number; status: string } };

// Seeded packs: 2 is 100 INR with no regular bonus and 100 % as first-recharge offer; 4 is 500 INR
// with 10 % regular and 50 % as first-recharge offer.
describe('the first-recharge offer with several checkouts open', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await runSeed(t.database.db, SEED_STEPS);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Checkout and initiate on the test gateway: the payment waits on the gateway's page. */
  async function openPayment(user: TestUser, packId: number) {
    const checkout = await call(t.app, user, checkoutCall, { method: 'test', packId });
    expect(checkout.statusCode).toBe(200);
    const { id } = checkout.json<Wire>().data;
    const initiated = await call(t.app, user, initiatePaymentCall, {
      paymentLogId: id,
      language: 'en',
    });
    expect(initiated.statusCode).toBe(200);
    return {
      id,
      redirectUrl: initiated.json<{ data: { redirectUrl: string } }>().data.redirectUrl,
    };
  }

  /** Presses Approve on the TEST gateway page, as the browser's form post does. */
  async function approve(redirectUrl: string) {
    const url = new URL(redirectUrl, 'http://localhost');
    const decided = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision: 'approve', return: '/' }).toString(),
    });
    expect(decided.statusCode).toBe(303);
  }

  async function ledgerOf(user: TestUser) {
    const response = await call(t.app, user, walletTransactionsCall, { pageSize: 50 });
    return response
      .json<{ data: { items: { kind: string; amount: number }[] } }>()
      .data.items.map(({ kind, amount }) => [kind, amount]);
  }

  async function bonusOf(user: TestUser, id: number) {
    const status = await call(t.app, user, paymentStatusCall, { paymentLogId: id });
    return status.json<Wire>().data;
  }

  it('grants it to one of three checkouts opened before paying, approved one after another', async () => {
    const user = await signedInUser(t.app, '9876521001');
    const packs = await call(t.app, user, rechargePacksCall);
    expect(packs.json()).toMatchObject({ data: { isFirstRecharge: true } });
    const open = [];
    for (let i = 0; i < 3; i += 1) open.push(await openPayment(user, 2));
    // Each checkout shows the offer: it is what the first of them to be paid will get.
    for (const { id } of open) expect((await bonusOf(user, id)).bonusAmount).toBe(10_000);

    for (const { redirectUrl } of open) await approve(redirectUrl);

    const balance = await call(t.app, user, walletBalanceCall);
    expect(balance.json()).toMatchObject({ data: { amount: 40_000 } });
    expect((await ledgerOf(user)).sort()).toEqual([
      ['bonus', 10_000],
      ['recharge', 10_000],
      ['recharge', 10_000],
      ['recharge', 10_000],
    ]);
    // Log and receipt show what was granted: the first payment paid has the offer, the rest none.
    const settled = await Promise.all(open.map(({ id }) => bonusOf(user, id)));
    expect(settled.map((log) => [log.status, log.bonusAmount])).toEqual([
      ['success', 10_000],
      ['success', 0],
      ['success', 0],
    ]);
    const logs = await call(t.app, user, paymentLogsCall);
    expect(
      logs
        .json<{ data: { items: { bonusAmount: number }[] } }>()
        .data.items.map((l) => l.bonusAmount),
    ).toEqual([0, 0, 10_000]);
    const after = await call(t.app, user, rechargePacksCall);
    expect(after.json()).toMatchObject({ data: { isFirstRecharge: false } });
  });

  it('grants it exactly once when eight checkouts are approved at the same moment', async () => {
    const user = await signedInUser(t.app, '9876521002');
    const open = [];
    for (let i = 0; i < 8; i += 1) open.push(await openPayment(user, 4));
    await Promise.all(open.map(({ redirectUrl }) => approve(redirectUrl)));

    const ledger = await ledgerOf(user);
    expect(ledger.filter(([kind]) => kind === 'recharge')).toHaveLength(8);
    // One payment got the 50 % offer, the seven others the pack's regular 10 %.
    expect(ledger.filter(([kind]) => kind === 'bonus').sort()).toEqual([
      ['bonus', 25_000],
      ...Array.from({ length: 7 }, () => ['bonus', 5_000]),
    ]);
    const balance = await call(t.app, user, walletBalanceCall);
    expect(balance.json()).toMatchObject({ data: { amount: 8 * 50_000 + 25_000 + 7 * 5_000 } });
    const bonuses = await Promise.all(
      open.map(async ({ id }) => (await bonusOf(user, id)).bonusAmount),
    );
    expect(bonuses.filter((bonus) => bonus === 25_000)).toHaveLength(1);
    expect(bonuses.filter((bonus) => bonus === 5_000)).toHaveLength(7);
  });

  it('keeps the offer for a user whose earlier checkout was never paid', async () => {
    const user = await signedInUser(t.app, '9876521003');
    await openPayment(user, 2);
    const second = await openPayment(user, 4);
    await approve(second.redirectUrl);
    expect((await bonusOf(user, second.id)).bonusAmount).toBe(25_000);
  });
});
