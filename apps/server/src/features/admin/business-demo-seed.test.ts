import { adminDashboardCall } from '@lumus/contract/admin/admin-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callData, type TestUser } from '../../test/call-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runSeed } from '../seed/run-seed';
import { SEED_STEPS } from '../../app/seed-steps';
import { wallets, walletEntries } from '../wallet/wallet-tables';
import { adminUser } from './admin-test-helpers';

describe('demo data for the operator dashboard', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    await runSeed(t.database.db, SEED_STEPS);
    admin = await adminUser(t.app, t.database.db, '9877700001');
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('shows sales, take, refunds, sessions, new users and first payers over 30 days', async () => {
    const data = await callData(t.app, admin, adminDashboardCall, { days: 30 });
    const sum = (key: 'sessions' | 'newUsers' | 'firstPayers') =>
      data.series.reduce((total, day) => total + day[key], 0);
    const rupees = (key: 'sales' | 'refunds') =>
      data.series.reduce((total, day) => total + day.money.INR[key], 0);
    expect(rupees('sales')).toBeGreaterThan(0);
    expect(rupees('refunds')).toBe(5_000);
    expect(sum('sessions')).toBeGreaterThan(5);
    expect(sum('newUsers')).toBeGreaterThanOrEqual(14);
    expect(sum('firstPayers')).toBe(12);
    expect(data.lastSevenDays.money.INR.sales).toBeGreaterThan(0);
    expect(data.series.filter((day) => day.money.INR.sales > 0).length).toBeGreaterThan(5);
  });

  it('keeps every demo wallet equal to its entries', async () => {
    const balances = await t.database.db.select().from(wallets);
    const entries = await t.database.db.select().from(walletEntries);
    for (const wallet of balances) {
      const total = entries
        .filter((entry) => entry.userId === wallet.userId)
        .reduce((sum, entry) => sum + entry.amountMinor, 0);
      expect(total).toBe(wallet.balanceMinor);
    }
  });
});
