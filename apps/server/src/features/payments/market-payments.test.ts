import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SEED_STEPS } from '../../app/seed-steps';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runSeed } from '../seed/run-seed';
import { call, signedInUser, type TestUser } from '../../test/call-client';
import {
  checkoutCall,
  completePaymentCall,
  initiatePaymentCall,
  paymentLogsCall,
} from '@lumus/contract/payments/payment-log';
import { rechargePacksCall } from '@lumus/contract/payments/recharge-packs';
import { walletBalanceCall } from '@lumus/contract/wallet/wallet-balance';
import { wallets } from '../wallet/wallet-tables';
import { paymentLogs } from './payment-tables';
import { approveAtTestGateway } from './payment-test-fixtures';

/** A viewer whose browser carries the market cookie (set by the currency call). */
function inMarket(user: TestUser, country: string): TestUser {
  return { ...user, headers: { ...user.headers, cookie: `theme=x; lumus_market=${country}` } };
}

type Data = Record<string, unknown>;

describe('money per market (decision 045)', () => {
  let t: TestApp;
  let lena: TestUser;
  let amit: TestUser;
  let claire: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    await runSeed(t.database.db, SEED_STEPS);
    lena = inMarket(await signedInUser(t.app, '9876500101'), 'DE');
    amit = inMarket(await signedInUser(t.app, '9876500102'), 'IN');
    claire = inMarket(await signedInUser(t.app, '9876500103'), 'FR');
  });
  afterAll(async () => {
    await t.close();
  });

  async function data(user: TestUser, definition: Parameters<typeof call>[2], fields = {}) {
    const response = await call(t.app, user, definition, fields);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Data }>().data;
  }

  async function refused(user: TestUser, fields: Data) {
    const response = await call(t.app, user, checkoutCall, { method: 'test', ...fields });
    return { status: response.statusCode, reason: response.json<{ reason: string }>().reason };
  }

  /** Checkout, initiate, approve on the TEST page and come back, like the browser. */
  async function topUp(user: TestUser, fields: Data) {
    const log = await data(user, checkoutCall, { method: 'test', ...fields });
    const { redirectUrl } = (await data(user, initiatePaymentCall, {
      paymentLogId: log['id'],
      language: 'de',
    })) as { redirectUrl: string };
    expect(await approveAtTestGateway(t.app, redirectUrl)).toBe(303);
    return data(user, completePaymentCall, { paymentLogId: log['id'] });
  }

  async function walletCurrency(user: TestUser) {
    const [row] = await t.database.db
      .select({ currency: wallets.currency })
      .from(wallets)
      .where(eq(wallets.userId, user.userId));
    return row?.currency ?? null;
  }

  it('offers a German viewer the euro packs, VAT 19 % included, euro limits', async () => {
    const list = await data(lena, rechargePacksCall);
    expect(list).toMatchObject({
      currency: 'EUR',
      market: 'DE',
      taxMode: 'inclusive',
      taxBasisPoints: 1900,
      minAmount: 100,
      maxAmount: 100_000,
    });
    const packs = list['packs'] as { amount: number; bonusPercent: number }[];
    expect(packs.map((pack) => pack.amount)).toEqual([500, 1_000, 2_000, 5_000]);
    // A French viewer: euros at France's 20 %.
    expect(await data(claire, rechargePacksCall)).toMatchObject({
      currency: 'EUR',
      market: 'FR',
      taxBasisPoints: 2000,
    });
    // India as before: rupee packs, GST on top.
    const india = await data(amit, rechargePacksCall);
    expect(india).toMatchObject({ currency: 'INR', taxMode: 'exclusive', taxBasisPoints: 1800 });
    expect((india['packs'] as { amount: number }[]).map((pack) => pack.amount)).toContain(50_000);
    // Before any top-up the empty wallet reads in the market's currency.
    expect(await data(lena, walletBalanceCall)).toEqual({ amount: 0, currency: 'EUR' });
  });

  it('charges a German €10 pack gross with the VAT inside, fixes the wallet in euros', async () => {
    const packs = (await data(lena, rechargePacksCall))['packs'] as {
      id: number;
      amount: number;
    }[];
    const ten = packs.find((pack) => pack.amount === 1_000);
    expect(await walletCurrency(lena)).toBeNull();
    const paid = await topUp(lena, { packId: ten?.id, currency: 'EUR' });
    // €10 incl. 19 % VAT: net €8.40, VAT €1.60; first top-up: 50 % bonus.
    expect(paid).toMatchObject({
      status: 'success',
      currency: 'EUR',
      market: 'DE',
      taxMode: 'inclusive',
      amount: 1_000,
      netAmount: 840,
      taxAmount: 160,
      totalAmount: 1_000,
      bonusAmount: 500,
      taxBasisPoints: 1900,
    });
    expect(await walletCurrency(lena)).toBe('EUR');
    expect(await data(lena, walletBalanceCall)).toEqual({ amount: 1_500, currency: 'EUR' });
    const [stored] = await t.database.db
      .select()
      .from(paymentLogs)
      .where(eq(paymentLogs.id, paid['id'] as number));
    expect(stored).toMatchObject({ netMinor: 840, taxMinor: 160, totalMinor: 1_000, market: 'DE' });
    const logs = await data(lena, paymentLogsCall);
    expect(logs['items']).toEqual([expect.objectContaining({ netAmount: 840, taxAmount: 160 })]);
  });

  it('keeps a euro wallet in euros: another currency is refused with 409, nothing created', async () => {
    const before = (await data(lena, paymentLogsCall))['total'];
    expect(await refused(lena, { amount: 10_000, currency: 'INR' })).toEqual({
      status: 409,
      reason: 'Your wallet is in EUR; it cannot be topped up in INR.',
    });
    // A rupee pack, or a visit from India: still euros.
    const rupeePacks = (await data(amit, rechargePacksCall))['packs'] as { id: number }[];
    const fromIndia = inMarket(lena, 'IN');
    expect(await refused(fromIndia, { packId: rupeePacks[0]?.id })).toEqual({
      status: 409,
      reason: 'This pack is sold in INR; your top-ups are in EUR.',
    });
    expect(await data(fromIndia, rechargePacksCall)).toMatchObject({
      currency: 'EUR',
      market: 'DE',
    });
    expect((await data(lena, paymentLogsCall))['total']).toBe(before);
    // A custom amount in whole euros within the euro limits.
    const custom = await topUp(fromIndia, { amount: 2_500 });
    expect(custom).toMatchObject({
      currency: 'EUR',
      amount: 2_500,
      netAmount: 2_101,
      taxAmount: 399,
    });
    expect(await data(lena, walletBalanceCall)).toEqual({ amount: 4_000, currency: 'EUR' });
  });

  it.each([
    [{ amount: 1_250 }, 400, 'amount must be a whole number of EUR units'],
    [{ amount: 100_100 }, 400, 'amount must be between 1 and 1000 EUR'],
    [{ amount: 50 }, 400, 'amount must be at least 100 paise'],
    [{ amount: 1_000, currency: 'USD' }, 400, 'currency must be INR or EUR'],
  ])('refuses a euro checkout %j with %i "%s"', async (fields, status, reason) => {
    expect(await refused(lena, fields)).toEqual({ status, reason });
  });

  it('keeps India as it was: GST added on top, rupee wallet, euros refused', async () => {
    const paid = await topUp(amit, { amount: 50_000 });
    expect(paid).toMatchObject({
      currency: 'INR',
      market: 'IN',
      taxMode: 'exclusive',
      amount: 50_000,
      netAmount: 50_000,
      taxAmount: 9_000,
      totalAmount: 59_000,
    });
    expect(await walletCurrency(amit)).toBe('INR');
    expect(await refused(amit, { amount: 1_000, currency: 'EUR' })).toEqual({
      status: 409,
      reason: 'Your wallet is in INR; it cannot be topped up in EUR.',
    });
    expect(await refused(amit, { amount: 12_345 })).toEqual({
      status: 400,
      reason: 'amount must be a whole number of INR units',
    });
  });
});
