import { adminDashboardCall } from '@lumus/contract/admin/admin-calls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callData, type TestUser } from '../../test/call-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { consultants } from '../catalogue/catalogue-tables';
import { consultantAccount } from '../chat/chat-test-fixtures';
import { earningLines } from '../earnings/earnings-tables';
import { paymentLogs } from '../payments/payment-tables';
import { chatOrders } from '../sessions/session-tables';
import { users } from '../users/users-tables';
import { walletEntries, wallets } from '../wallet/wallet-tables';
import { adminUser } from './admin-test-helpers';

/** Far from the real date, so accounts the fixtures create now fall outside every window. */
const NOW = new Date('2026-06-20T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe(`operator dashboard (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let consultantId: number;
  let entryKey = 0;

  async function newUser(createdAt: string): Promise<number> {
    const [row] = await t.database.db
      .insert(users)
      .values({ name: `User ${createdAt}`, createdAt: at(createdAt) })
      .returning({ id: users.id });
    if (row === undefined) throw new Error('no user');
    return row.id;
  }

  async function payment(userId: number, amount: number, status: string, completed: string) {
    const tax = Math.round(amount * 0.18);
    await t.database.db.insert(paymentLogs).values({
      userId,
      amountMinor: amount,
      netMinor: amount,
      bonusMinor: 0,
      taxMinor: tax,
      totalMinor: amount + tax,
      taxBasisPoints: 1800,
      method: 'test',
      status,
      createdAt: at(completed),
      completedAt: status === 'success' ? at(completed) : null,
    });
  }

  /** A German top-up: the pack price is gross, 19 % VAT inside it; sales count the net. */
  async function euroPayment(userId: number, gross: number, completed: string) {
    const tax = Math.round((gross * 19) / 119);
    await t.database.db.insert(paymentLogs).values({
      userId,
      amountMinor: gross,
      netMinor: gross - tax,
      bonusMinor: 0,
      taxMinor: tax,
      totalMinor: gross,
      taxBasisPoints: 1900,
      taxMode: 'inclusive',
      market: 'DE',
      currency: 'EUR',
      method: 'test',
      status: 'success',
      createdAt: at(completed),
      completedAt: at(completed),
    });
  }

  async function walletEntry(userId: number, kind: string, amount: number, createdAt: string) {
    entryKey += 1;
    await t.database.db.insert(walletEntries).values({
      userId,
      kind,
      amountMinor: amount,
      balanceAfter: 1_000_000,
      referenceType: 'test',
      referenceId: String(entryKey),
      idempotencyKey: `dashboard-test:${entryKey}`,
      createdAt: at(createdAt),
    });
  }

  async function earning(
    kind: string,
    source: number,
    occurred: string,
    currency = 'INR',
    sourceCurrency = 'INR',
  ) {
    entryKey += 1;
    await t.database.db.insert(earningLines).values({
      consultantId,
      kind: kind as 'session',
      amountMinor: currency === sourceCurrency ? source : Math.round(source / 90),
      currency,
      sourceAmountMinor: source,
      sourceCurrency,
      sourceKey: `dashboard-test:${entryKey}`,
      occurredAt: at(occurred),
    });
  }

  async function session(userId: number, createdAt: string, startedAt: string | null) {
    await t.database.db.insert(chatOrders).values({
      userId,
      consultantId,
      status: startedAt === null ? 'declined' : 'ended',
      ratePerMinuteMinor: 2000,
      platformSharePercent: 30,
      createdAt: at(createdAt),
      startedAt: startedAt === null ? null : at(startedAt),
      endedAt: at(createdAt),
    });
  }

  beforeAll(async () => {
    t = await createTestApp({ clock: () => NOW });
    admin = await adminUser(t.app, t.database.db, '9844400001');
    consultantId = (await consultantAccount(t.app, t.database.db, '9844400002', 2000)).consultantId;
    // Users: two today-or-this-week accounts at the window's edges, one a second too early.
    const today = await newUser('2026-06-20T08:00:00Z');
    const lateInWeek = await newUser('2026-06-18T23:59:59Z');
    const tooEarly = await newUser('2026-06-13T23:59:59Z');
    const firstDay = await newUser('2026-06-14T00:00:00Z');

    // `today` paid before the window, so today's payment is not a first one.
    await payment(today, 50_000, 'success', '2026-06-10T12:00:00Z');
    await payment(today, 100_000, 'success', '2026-06-20T09:00:00Z');
    await payment(lateInWeek, 20_000, 'success', '2026-06-18T10:00:00Z');
    await payment(lateInWeek, 30_000, 'success', '2026-06-20T01:00:00Z');
    await payment(firstDay, 40_000, 'success', '2026-06-20T09:30:00Z');
    await payment(firstDay, 99_999, 'failed', '2026-06-20T09:40:00Z');
    await payment(firstDay, 88_888, 'pending', '2026-06-20T09:45:00Z');
    await payment(tooEarly, 7_000, 'success', '2026-06-13T23:59:59Z');

    await walletEntry(today, 'refund', 10_000, '2026-06-20T09:10:00Z');
    await walletEntry(today, 'recharge', 100_000, '2026-06-20T09:00:00Z');
    await walletEntry(lateInWeek, 'refund', 5_000, '2026-06-15T09:00:00Z');
    await walletEntry(lateInWeek, 'refund', 3_000, '2026-06-13T09:00:00Z');

    await earning('session', 60_000, '2026-06-20T09:20:00Z');
    await earning('clawback', -10_000, '2026-06-20T09:25:00Z');
    await earning('withholding', -4_000, '2026-06-20T09:26:00Z');
    await earning('payout', -36_000, '2026-06-20T09:26:00Z');
    await earning('session', 8_000, '2026-06-16T09:00:00Z', 'EUR');
    await earning('free_compensation', 2_000, '2026-06-16T09:05:00Z');
    await earning('session', 5_555, '2026-06-13T09:00:00Z');

    await session(today, '2026-06-20T09:00:00Z', '2026-06-20T09:01:00Z');
    await session(today, '2026-06-20T09:30:00Z', null);
    await session(lateInWeek, '2026-06-17T09:00:00Z', '2026-06-17T09:02:00Z');
    await session(tooEarly, '2026-06-13T22:00:00Z', '2026-06-13T23:00:00Z');

    // Germany: a euro wallet's top-up, refund and the earnings of a euro session, all today.
    const berlin = await newUser('2026-06-01T08:00:00Z');
    await t.database.db.insert(wallets).values({ userId: berlin, currency: 'EUR' });
    await euroPayment(berlin, 1_190, '2026-06-20T07:00:00Z');
    await walletEntry(berlin, 'refund', 300, '2026-06-20T07:30:00Z');
    await earning('session', 700, '2026-06-20T07:20:00Z', 'EUR', 'EUR');
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts today and the last seven UTC days from the tables', async () => {
    const data = await callData(t.app, admin, adminDashboardCall, {});
    // Rupees and euros side by side, never added: 1,190 cents gross is 1,000 net of VAT.
    const euroToday = { sales: 1_000, psychicEarnings: 700, take: 300, refunds: 300 };
    expect(data.today).toEqual({
      money: {
        INR: { sales: 170_000, psychicEarnings: 50_000, take: 120_000, refunds: 10_000 },
        EUR: euroToday,
      },
      sessions: 1,
      newUsers: 1,
      firstPayers: 2,
    });
    expect(data.lastSevenDays).toEqual({
      money: {
        INR: { sales: 190_000, psychicEarnings: 60_000, take: 130_000, refunds: 15_000 },
        EUR: euroToday,
      },
      sessions: 2,
      newUsers: 3,
      firstPayers: 3,
    });
    expect(data.series.map((day) => day.day)).toEqual([
      '2026-06-14',
      '2026-06-15',
      '2026-06-16',
      '2026-06-17',
      '2026-06-18',
      '2026-06-19',
      '2026-06-20',
    ]);
    // A euro session paid out in rupees would be a rupee line; this one was charged in rupees
    // and paid in euros, so it counts as rupees (what the session cost).
    expect(data.series[2]?.money).toEqual({
      INR: { sales: 0, psychicEarnings: 10_000, take: -10_000, refunds: 0 },
      EUR: { sales: 0, psychicEarnings: 0, take: 0, refunds: 0 },
    });
  });

  it('gives thirty daily bars on request, the older days included', async () => {
    const data = await callData(t.app, admin, adminDashboardCall, { days: 30 });
    expect(data.series).toHaveLength(30);
    expect(data.series[0]?.day).toBe('2026-05-22');
    const byDay = new Map(data.series.map((day) => [day.day, day]));
    expect(byDay.get('2026-06-13')).toMatchObject({
      money: { INR: { sales: 7_000, refunds: 3_000, psychicEarnings: 5_555 } },
      sessions: 1,
      newUsers: 1,
      firstPayers: 1,
    });
    expect(byDay.get('2026-06-10')).toMatchObject({
      money: { INR: { sales: 50_000 } },
      firstPayers: 1,
    });
    expect(data.lastSevenDays.money.INR.sales).toBe(190_000);
  });

  it('counts psychics online now, busy ones too, never suspended ones', async () => {
    const before = await callData(t.app, admin, adminDashboardCall, {});
    const db = t.database.db;
    await db.update(consultants).set({ status: 'busy' }).where(eq(consultants.id, consultantId));
    const busy = await callData(t.app, admin, adminDashboardCall, {});
    expect(busy.psychicsOnline).toBe(before.psychicsOnline);
    expect(busy.psychicsBusy).toBe(before.psychicsBusy + 1);
    await db.update(consultants).set({ suspendedAt: NOW }).where(eq(consultants.id, consultantId));
    const suspended = await callData(t.app, admin, adminDashboardCall, {});
    expect(suspended.psychicsOnline).toBe(before.psychicsOnline - 1);
  });
});
