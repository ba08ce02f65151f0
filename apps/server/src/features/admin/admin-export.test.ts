import { adminExportCall } from '@lumus/contract/admin/admin-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callData, type TestUser } from '../../test/call-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consultants } from '../catalogue/catalogue-tables';
import { payoutBatches, payouts } from '../earnings/earnings-tables';
import { paymentLogs } from '../payments/payment-tables';
import { chatOrders } from '../sessions/session-tables';
import { users } from '../users/users-tables';
import { adminUser, psychicRow } from './admin-test-helpers';

describe('CSV export for a period', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = await adminUser(t.app, db, '9866600001');
    const [psychic] = await db
      .insert(consultants)
      .values(psychicRow('Vera "Moon", Lind', 'vera moon lind'))
      .returning({ id: consultants.id });
    const [user] = await db
      .insert(users)
      .values({ name: '=HYPERLINK("http://evil")', countryCode: '91', mobile: '9866612345' })
      .returning({ id: users.id });
    const userId = user?.id ?? 0;
    const consultantId = psychic?.id ?? 0;
    const order = (createdAt: string) => ({
      userId,
      consultantId,
      status: 'ended' as const,
      endReason: 'balance_exhausted' as const,
      ratePerMinuteMinor: 2050,
      platformSharePercent: 30,
      billedSeconds: 120,
      amountChargedMinor: 4100,
      consultantEarningsMinor: 2870,
      createdAt: new Date(createdAt),
      startedAt: new Date(createdAt),
      endedAt: new Date(createdAt),
    });
    await db
      .insert(chatOrders)
      .values([
        order('2026-04-01T00:00:00Z'),
        { ...order('2026-04-02T23:59:59Z'), currency: 'EUR', ratePerMinuteMinor: 199 },
        order('2026-04-03T00:00:00Z'),
      ]);
    await db.insert(paymentLogs).values({
      userId,
      amountMinor: 50_000,
      netMinor: 50_000,
      bonusMinor: 0,
      taxMinor: 9_000,
      totalMinor: 59_000,
      taxBasisPoints: 1800,
      method: 'test',
      status: 'failed',
      failureReason: '+card declined',
      createdAt: new Date('2026-04-02T12:00:00Z'),
    });
    const [batch] = await db
      .insert(payoutBatches)
      .values({
        periodStart: new Date('2026-03-25T00:00:00Z'),
        periodEnd: new Date('2026-04-01T00:00:00Z'),
        createdAt: new Date('2026-04-01T09:00:00Z'),
        status: 'paid',
        paidAt: new Date('2026-04-02T09:00:00Z'),
      })
      .returning({ id: payoutBatches.id });
    await db.insert(payouts).values({
      batchId: batch?.id ?? 0,
      consultantId,
      currency: 'INR',
      grossMinor: 10_000,
      withholdingMinor: 1_000,
      netMinor: 9_000,
      withholdingBasisPoints: 1000,
      method: { kind: 'upi', upiId: 'vera@okbank', accountName: 'Vera Lind' },
      createdAt: new Date('2026-04-01T09:00:00Z'),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const lines = (body: string) => body.split('\r\n').filter(Boolean);

  it('exports the sessions of the period, both days included, escaped and formula-safe', async () => {
    const file = await callData(t.app, admin, adminExportCall, {
      kind: 'sessions',
      from: '2026-04-01',
      to: '2026-04-02',
    });
    expect(file).toMatchObject({
      filename: 'lumus-sessions-2026-04-01-to-2026-04-02.csv',
      contentType: 'text/csv',
    });
    const rows = lines(file.body);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.startsWith('session_id,kind,requested_at')).toBe(true);
    expect(rows[0]).toContain(
      ',psychic_name,currency,rate_per_minute,billed_seconds,charged,refunded,psychic_earnings,',
    );
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(rows[1]).toContain('"Vera ""Moon"", Lind"');
    expect(rows[1]).toContain(',INR,20.50,120,41.00,0.00,28.70,');
    expect(rows[1]).toContain('balance_exhausted');
    // Each session in its own currency: a euro session's amounts are euros.
    expect(rows[2]).toContain(',EUR,1.99,120,41.00,0.00,28.70,');
  });

  it('exports payments and payouts of the period', async () => {
    const payments = await callData(t.app, admin, adminExportCall, {
      kind: 'payments',
      from: '2026-04-02',
      to: '2026-04-02',
    });
    const paymentLines = lines(payments.body);
    expect(paymentLines).toHaveLength(2);
    expect(paymentLines[1]).toContain(',failed,test,');
    expect(paymentLines[0]).toContain(',market,currency,amount,net,tax,total,');
    expect(paymentLines[1]).toContain(",IN,INR,500.00,500.00,90.00,590.00,0.00,,'+card declined");
    const none = await callData(t.app, admin, adminExportCall, {
      kind: 'payouts',
      from: '2026-04-02',
      to: '2026-04-30',
    });
    expect(lines(none.body)).toHaveLength(1);
    const paid = await callData(t.app, admin, adminExportCall, {
      kind: 'payouts',
      from: '2026-04-01',
      to: '2026-04-01',
    });
    const payoutLines = lines(paid.body);
    expect(payoutLines).toHaveLength(2);
    expect(payoutLines[1]).toContain(',paid,2026-04-02T09:00:00.000Z,');
    expect(payoutLines[1]).toContain(',INR,100.00,10.00,90.00,UPI vera@okbank (Vera Lind)');
  });

  it('refuses a period backwards, too long, or not a date', async () => {
    for (const input of [
      { kind: 'payments', from: '2026-04-02', to: '2026-04-01' },
      { kind: 'payments', from: '2025-01-01', to: '2026-04-01' },
      { kind: 'payments', from: '2026-02-30', to: '2026-04-01' },
      { kind: 'users', from: '2026-04-01', to: '2026-04-01' },
    ]) {
      const answer = await call(t.app, admin, adminExportCall, input);
      expect(answer.statusCode, JSON.stringify(input)).toBe(400);
      expect(answer.json<{ reason: string }>().reason.length).toBeGreaterThan(5);
    }
  });
});
