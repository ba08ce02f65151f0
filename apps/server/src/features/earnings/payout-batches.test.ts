import {
  consolePayoutMethodSaveCall,
  consolePayoutsCall,
  consoleStatementCall,
  consoleEarningsCall,
} from '@lumus/contract/earnings/earnings-calls';
import {
  adminPayoutBatchCreateCall,
  adminPayoutBatchExportCall,
  adminPayoutBatchGetCall,
  adminPayoutBatchMarkPaidCall,
  adminPayoutBatchesCall,
} from '@lumus/contract/earnings/payout-admin-calls';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, callData, signedInUser } from '../../test/call-client';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { adminUser } from '../admin/admin-test-helpers';
import { adminAuditLog } from '../admin/admin-tables';
import { chatServerPerSuite, consultantAccount } from '../chat/chat-test-fixtures';
import { bookSessionEnd } from './earnings-ledger';
import { earningLines } from './earnings-tables';
import { REASON_NOBODY_OWED } from './payout-batches';

const BANK = {
  kind: 'bank_in',
  accountName: 'Asha Rao',
  accountNumber: '001234567890',
  ifsc: 'hdfc0001234',
} as const;
const UPI = { kind: 'upi', accountName: 'Ravi Kumar', upiId: 'ravi@okhdfc' } as const;
const day = (date: Date) => date.toISOString().slice(0, 10);

describe(`payout batches (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server, time } = chatServerPerSuite({
    PAYOUT_MINIMUM_MINOR: '1000',
    PAYOUT_WITHHOLDING: 'IN=10,DE=0',
    OTP_SENDS_PER_IP_PER_HOUR: '100',
  });
  let sessionId = 900_000;

  /** An ended session's earning, booked by the same function the session's end runs. */
  async function earn(consultantId: number, paise: number) {
    sessionId += 1;
    await bookSessionEnd(server.database.db, {
      sessionId,
      consultantId,
      earningsMinor: paise,
      freeSecondsUsed: 0,
      at: time.clock(),
    });
  }

  async function owed(consultantId: number) {
    const [row] = await server.database.db
      .select({ owed: sql<number>`coalesce(sum(${earningLines.amountMinor}), 0)`.mapWith(Number) })
      .from(earningLines)
      .where(eq(earningLines.consultantId, consultantId));
    return row?.owed ?? 0;
  }

  it('validates payout methods and keeps each market to its own', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9400000001', 1000);
    const save = (method: Record<string, unknown>) =>
      call(app, psychic, consolePayoutMethodSaveCall, { method });
    for (const bad of [
      { ...BANK, ifsc: 'HDFC1234' },
      { ...BANK, accountNumber: '12ab' },
      { ...UPI, upiId: 'no-at-sign' },
      { kind: 'sepa', accountName: 'Anna', iban: 'DE89370400440532013001' },
      { kind: 'cash', accountName: 'Anna' },
      { ...BANK, accountName: 'x'.repeat(500) },
    ]) {
      const response = await save(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json<{ reason: string }>().reason).toBeTruthy();
    }
    // A valid IBAN, but this psychic is paid in India.
    const sepa = await save({
      kind: 'sepa',
      accountName: 'Anna',
      iban: 'DE89 3704 0044 0532 0130 00',
    });
    expect(sepa.statusCode).toBe(400);
    const saved = await save(BANK);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      data: { method: { ifsc: 'HDFC0001234' }, currency: 'INR' },
    });
    const user = await signedInUser(app, '9400000002');
    expect((await call(app, user, consolePayoutMethodSaveCall, { method: BANK })).statusCode).toBe(
      403,
    );
  });

  it('pays each balance once when two batches run at the same time, and marks paid once', async () => {
    const { app, database } = server;
    const admin = await adminUser(app, database.db, '9400000011');
    const asha = await consultantAccount(app, database.db, '9400000012', 1000);
    const ravi = await consultantAccount(app, database.db, '9400000013', 1000);
    const noMethod = await consultantAccount(app, database.db, '9400000014', 1000);
    const small = await consultantAccount(app, database.db, '9400000015', 1000);
    await callData(app, asha, consolePayoutMethodSaveCall, { method: BANK });
    await callData(app, ravi, consolePayoutMethodSaveCall, { method: UPI });
    await callData(app, small, consolePayoutMethodSaveCall, { method: UPI });
    await earn(asha.consultantId, 2625);
    await earn(asha.consultantId, 10_000);
    await earn(ravi.consultantId, 5_001);
    await earn(noMethod.consultantId, 4_000);
    await earn(small.consultantId, 999);
    const periodDay = day(time.clock());
    time.advance(2 * 86_400);
    // Earned after the period: waits for the next batch.
    await earn(asha.consultantId, 7_000);

    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        call(app, admin, adminPayoutBatchCreateCall, { from: periodDay, to: periodDay }),
      ),
    );
    const codes = runs.map((run) => run.statusCode).sort();
    expect(codes, runs.map((run) => run.body).join('\n')).toEqual([200, 409, 409]);
    expect(runs.find((run) => run.statusCode === 409)?.json()).toMatchObject({
      reason: REASON_NOBODY_OWED,
    });
    const created = runs
      .find((run) => run.statusCode === 200)
      ?.json<{
        data: { batch: { id: number }; payouts: unknown[]; skippedWithoutMethod: string[] };
      }>();
    const batchId = created?.data.batch.id ?? 0;
    expect(created?.data.skippedWithoutMethod).toEqual(['Psychic 9400000014 (INR)']);
    const detail = await callData(app, admin, adminPayoutBatchGetCall, { batchId });
    const byName = Object.fromEntries(detail.payouts.map((p) => [p.consultantName, p]));
    // 10 % TDS, rounded down; the ₹70 earned after the period is left owed.
    expect(byName['Psychic 9400000012']).toMatchObject({
      gross: 12_625,
      withholding: 1_262,
      net: 11_363,
      status: 'processing',
    });
    expect(byName['Psychic 9400000013']).toMatchObject({ gross: 5_001, withholding: 500 });
    expect(detail.payouts).toHaveLength(2);
    expect(await owed(asha.consultantId)).toBe(7_000);
    expect(await owed(ravi.consultantId)).toBe(0);
    expect(await owed(noMethod.consultantId)).toBe(4_000);
    expect(await owed(small.consultantId)).toBe(999);
    const payoutLines = await database.db
      .select()
      .from(earningLines)
      .where(
        and(
          eq(earningLines.consultantId, asha.consultantId),
          inArray(earningLines.kind, ['payout', 'withholding']),
        ),
      );
    expect(payoutLines.map((line) => [line.kind, line.amountMinor]).sort()).toEqual([
      ['payout', -11_363],
      ['withholding', -1_262],
    ]);

    const bankFile = await callData(app, admin, adminPayoutBatchExportCall, { batchId });
    expect(bankFile.contentType).toBe('text/csv');
    expect(bankFile.body).toContain('NEFT,Asha Rao,001234567890,HDFC0001234,,,113.63,INR,LUMUS-P');
    expect(bankFile.body).toContain('UPI,Ravi Kumar,,,ravi@okhdfc,,45.01,INR,LUMUS-P');

    const marks = await Promise.all(
      [1, 2].map(() => callData(app, admin, adminPayoutBatchMarkPaidCall, { batchId })),
    );
    expect(marks[0]?.batch.paidAt).toBe(marks[1]?.batch.paidAt);
    time.advance(60);
    const again = await callData(app, admin, adminPayoutBatchMarkPaidCall, { batchId });
    expect(again.batch).toEqual(marks[0]?.batch);
    const audits = await database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(batchId)));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'payout_batch.create',
      'payout_batch.mark_paid',
    ]);
    const list = await callData(app, admin, adminPayoutBatchesCall, {});
    expect(list.items[0]).toMatchObject({ id: batchId, status: 'paid', payoutCount: 2 });

    // The psychic sees the payout in their history and downloads the cycle's statement.
    const history = await callData(app, asha, consolePayoutsCall, {});
    expect(history.items).toMatchObject([{ batchId, status: 'paid', net: 11_363 }]);
    const payoutId = history.items[0]?.id ?? 0;
    const csv = await callData(app, asha, consoleStatementCall, { payoutId, format: 'csv' });
    expect(csv.body).toContain('Tax withheld (10 %)');
    expect(csv.body).toContain('Net paid,,,113.63');
    const pdf = await callData(app, asha, consoleStatementCall, { payoutId, format: 'pdf' });
    expect(Buffer.from(pdf.body, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const earnings = await callData(app, asha, consoleEarningsCall, {
      from: new Date(time.clock().getTime() - 86_400_000).toISOString(),
      to: new Date(time.clock().getTime() + 1000).toISOString(),
    });
    expect(earnings.balances).toEqual([{ currency: 'INR', owed: 7_000 }]);

    // Nobody else reads Asha's statement; only staff run or read batches.
    const otherStatement = await call(app, ravi, consoleStatementCall, { payoutId, format: 'csv' });
    expect(otherStatement.statusCode).toBe(404);
    const user = await signedInUser(app, '9400000016');
    expect(
      (await call(app, user, consoleStatementCall, { payoutId, format: 'csv' })).statusCode,
    ).toBe(403);
    expect((await call(app, user, consolePayoutsCall, {})).statusCode).toBe(403);
    for (const target of [
      adminPayoutBatchGetCall,
      adminPayoutBatchExportCall,
      adminPayoutBatchMarkPaidCall,
    ]) {
      expect((await call(app, asha, target, { batchId })).statusCode).toBe(403);
      expect((await call(app, null, target, { batchId })).statusCode).toBe(401);
    }
    expect(
      (await call(app, asha, adminPayoutBatchCreateCall, { from: periodDay, to: periodDay }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a period that is not over, backwards, or malformed, and an unknown batch', async () => {
    const { app, database } = server;
    const admin = await adminUser(app, database.db, '9400000021');
    const today = day(time.clock());
    const create = (from: string, to: string) =>
      call(app, admin, adminPayoutBatchCreateCall, { from, to });
    expect((await create(today, today)).statusCode).toBe(400);
    expect((await create('2026-02-10', '2026-02-01')).statusCode).toBe(400);
    expect((await create('2026-02-30', '2026-03-01')).statusCode).toBe(400);
    expect((await create('yesterday', '2026-03-01')).statusCode).toBe(400);
    const missing = await call(app, admin, adminPayoutBatchGetCall, { batchId: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    expect(
      (await call(app, admin, adminPayoutBatchMarkPaidCall, { batchId: 2_000_000_000 })).statusCode,
    ).toBe(404);
  });
});
