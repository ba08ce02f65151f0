import {
  adminConsultantGetCall,
  adminConsultantsListCall,
  adminOrderGetCall,
  adminOrdersListCall,
  adminPaymentsListCall,
  adminUsersListCall,
} from '@lumus/contract/admin/admin-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callData, type TestUser } from '../../test/call-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consultants } from '../catalogue/catalogue-tables';
import { chatRatings } from '../chat/chat-tables';
import { earningLines } from '../earnings/earnings-tables';
import { paymentLogs } from '../payments/payment-tables';
import { chatOrders } from '../sessions/session-tables';
import { users } from '../users/users-tables';
import { adminUser, psychicRow } from './admin-test-helpers';

describe('admin lists by name', () => {
  let t: TestApp;
  let admin: TestUser;
  let mira: number;
  let aurel: number;
  let ravi: number;
  let ratedOrder: number;
  let paymentId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = await adminUser(t.app, db, '9855500001');
    const psychic = (displayName: string, searchName: string) => ({
      ...psychicRow(displayName, searchName),
      statusChangedAt: new Date('2026-05-01T10:00:00Z'),
    });
    const made = await db
      .insert(consultants)
      .values([psychic('Mira Zöllner', 'mira zollner'), psychic('Aurel Lind', 'aurel lind')])
      .returning({ id: consultants.id });
    mira = made[0]?.id ?? 0;
    aurel = made[1]?.id ?? 0;
    const people = await db
      .insert(users)
      .values([
        { name: 'Ravi Kapoor', countryCode: '91', mobile: '9855512345' },
        { name: 'Lena Brandt', countryCode: '49', mobile: '1701234567' },
      ])
      .returning({ id: users.id });
    ravi = people[0]?.id ?? 0;
    const lena = people[1]?.id ?? 0;
    const [aurelAccount] = await db
      .insert(users)
      .values({ name: 'Aurel Lind', countryCode: '91', mobile: '9855577123', role: 'consultant' })
      .returning({ id: users.id });
    await db
      .update(consultants)
      .set({ userId: aurelAccount?.id ?? null })
      .where(eq(consultants.id, aurel));
    const order = (userId: number, consultantId: number, started: string) => ({
      userId,
      consultantId,
      status: 'ended' as const,
      endReason: 'user_ended' as const,
      ratePerMinuteMinor: 2000,
      platformSharePercent: 30,
      createdAt: new Date(started),
      startedAt: new Date(started),
      endedAt: new Date(Date.parse(started) + 600_000),
    });
    const orders = await db
      .insert(chatOrders)
      .values([
        order(ravi, mira, '2026-05-02T10:00:00Z'),
        order(lena, mira, '2026-05-03T10:00:00Z'),
        order(ravi, aurel, '2026-05-04T10:00:00Z'),
      ])
      .returning({ id: chatOrders.id });
    ratedOrder = orders[0]?.id ?? 0;
    await db.insert(chatRatings).values({
      chatOrderId: ratedOrder,
      userId: ravi,
      consultantId: mira,
      rating: 4,
      review: 'Kind and clear.',
      createdAt: new Date('2026-05-02T10:12:00Z'),
    });
    await db.insert(earningLines).values([
      {
        consultantId: mira,
        kind: 'session',
        amountMinor: 14_000,
        currency: 'INR',
        sourceAmountMinor: 14_000,
        sourceKey: `lists-test:1`,
        occurredAt: new Date('2026-05-02T10:10:00Z'),
      },
      {
        consultantId: mira,
        kind: 'clawback',
        amountMinor: -4_000,
        currency: 'INR',
        sourceAmountMinor: -4_000,
        sourceKey: `lists-test:2`,
        occurredAt: new Date('2026-05-02T11:00:00Z'),
      },
      {
        consultantId: mira,
        kind: 'payout',
        amountMinor: -10_000,
        currency: 'INR',
        sourceAmountMinor: -10_000,
        sourceKey: `lists-test:3`,
        occurredAt: new Date('2026-05-09T11:00:00Z'),
      },
      // Euro earnings stay a figure of their own: cents never add to paise.
      {
        consultantId: mira,
        kind: 'session',
        amountMinor: 1_250,
        currency: 'EUR',
        sourceAmountMinor: 1_250,
        sourceCurrency: 'EUR',
        sourceKey: `lists-test:4`,
        occurredAt: new Date('2026-05-03T10:00:00Z'),
      },
    ]);
    const payments = await db
      .insert(paymentLogs)
      .values(
        [ravi, lena, ravi].map((userId, index) => ({
          userId,
          amountMinor: 10_000 * (index + 1),
          netMinor: 10_000 * (index + 1),
          bonusMinor: 0,
          taxMinor: 0,
          totalMinor: 10_000 * (index + 1),
          taxBasisPoints: 0,
          method: 'test',
          status: 'success',
          gatewayRef: `lists-ref-${index}`,
        })),
      )
      .returning({ id: paymentLogs.id });
    paymentId = payments[1]?.id ?? 0;
  });
  afterAll(async () => {
    await t.close();
  });

  it('filters sessions by the psychic name and by the user name or phone, counted alike', async () => {
    const byPsychic = await callData(t.app, admin, adminOrdersListCall, { psychic: 'zoll' });
    expect(byPsychic.total).toBe(2);
    expect(byPsychic.items.every((row) => row.consultantName === 'Mira Zöllner')).toBe(true);
    const byPhone = await callData(t.app, admin, adminOrdersListCall, { user: '98555 12' });
    expect(byPhone.items.map((row) => row.userName)).toEqual(['Ravi Kapoor', 'Ravi Kapoor']);
    const both = await callData(t.app, admin, adminOrdersListCall, {
      psychic: 'mira',
      user: 'ravi',
    });
    expect(both.total).toBe(1);
    expect(both.items[0]?.id).toBe(ratedOrder);
    const paged = await callData(t.app, admin, adminOrdersListCall, {
      psychic: 'mira',
      pageSize: 1,
      page: 2,
    });
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
  });

  it("shows a session's rating and end reason", async () => {
    const detail = await callData(t.app, admin, adminOrderGetCall, { id: ratedOrder });
    expect(detail.rating).toEqual({
      rating: 4,
      review: 'Kind and clear.',
      createdAt: '2026-05-02T10:12:00.000Z',
    });
    expect(detail.order.endReason).toBe('user_ended');
  });

  it('searches payments by id, reference, user name and phone', async () => {
    const byId = await callData(t.app, admin, adminPaymentsListCall, { search: `#${paymentId}` });
    expect(byId.items.map((row) => row.id)).toEqual([paymentId]);
    const byRef = await callData(t.app, admin, adminPaymentsListCall, { search: 'lists-ref-2' });
    expect(byRef.items.map((row) => row.amount)).toEqual([30_000]);
    const byName = await callData(t.app, admin, adminPaymentsListCall, { search: 'kapoor' });
    expect(byName.total).toBe(2);
    const byPhone = await callData(t.app, admin, adminPaymentsListCall, { search: '170123' });
    expect(byPhone.items.map((row) => row.userName)).toEqual(['Lena Brandt']);
  });

  it('searches by phone only for a search that reads as a number', async () => {
    const psychicsFor = async (search: string) =>
      (await callData(t.app, admin, adminConsultantsListCall, { search })).items.map(
        (row) => row.displayName,
      );
    expect(await psychicsFor('98555 77')).toEqual(['Aurel Lind']);
    expect(await psychicsFor('+91 98555-77123')).toEqual(['Aurel Lind']);
    // A name with digits in it (a test's unique suffix, a typo) is a name: its stray digits
    // "985" are in Aurel's number, and finding her would hide what was asked for.
    expect(await psychicsFor('mira 9x8y5z')).toEqual([]);
    expect(await psychicsFor('mira')).toEqual(['Mira Zöllner']);
    const usersFor = async (search: string) =>
      (await callData(t.app, admin, adminUsersListCall, { search })).items.map((row) => row.name);
    expect(await usersFor('(98555) 123')).toEqual(['Ravi Kapoor']);
    expect(await usersFor('lena 9x8y5z')).toEqual([]);
  });

  it("gives a psychic's earnings less clawbacks per currency and when they were last active", async () => {
    const found = await callData(t.app, admin, adminConsultantGetCall, { id: mira });
    expect(found.earnings).toEqual([
      { currency: 'EUR', amount: 1_250 },
      { currency: 'INR', amount: 10_000 },
    ]);
    expect(found.lastActiveAt).toBe('2026-05-03T10:10:00.000Z');
    const idle = await callData(t.app, admin, adminConsultantGetCall, { id: aurel });
    expect(idle.earnings).toEqual([]);
    expect(idle.lastActiveAt).toBe('2026-05-04T10:10:00.000Z');
  });
});
