import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../lib/db/database';
import { MIGRATIONS_FOLDER } from '../../lib/db/migrations-folder';
import { openTestDatabase } from '../../test/test-database';
import { legalConfigFrom } from '../legal/legal-env';
import { GERMANY_MARKET, insertPendingPayment } from '../payments/payment-test-fixtures';
import { paymentLogs } from '../payments/payment-tables';
import { settlePayment } from '../payments/settle-payment';
import { users } from '../users/users-tables';
import { createWalletEvents } from '../wallet/wallet-events';
import { fixWalletCurrency } from '../wallet/wallet-ledger';
import { invoiceSellerOf } from './invoice-seller';
import { invoices } from './invoices-tables';

/** The hand-written statements of the invoices migration: its backfill, as it runs on deploy. */
function backfillStatements(): string[] {
  // Found by name, whatever number the migration has after merges.
  const file = readdirSync(MIGRATIONS_FOLDER).find((name) => /^\d{4}_invoices\.sql$/.test(name));
  expect(file).toBeDefined();
  const migration = readFileSync(join(MIGRATIONS_FOLDER, file ?? ''), 'utf8');
  const start = migration.indexOf('-- Hand-written backfill');
  expect(start).toBeGreaterThan(0);
  return migration
    .slice(start)
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}

describe('the invoices migration numbers the payments settled before it (decision 051)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  async function legacyPayment(
    userId: number,
    values: Partial<typeof paymentLogs.$inferInsert> & { completedAt: Date | null },
  ) {
    const [row] = await database.db
      .insert(paymentLogs)
      .values({
        userId,
        amountMinor: 50_000,
        netMinor: 50_000,
        bonusMinor: 0,
        taxMinor: 9_000,
        totalMinor: 59_000,
        taxBasisPoints: 1800,
        method: 'test',
        status: 'success',
        ...values,
      })
      .returning({ id: paymentLogs.id });
    return row?.id ?? 0;
  }

  it('in settle order per market and year, dated in the market’s zone, and new ones continue', async () => {
    const [asha] = await database.db
      .insert(users)
      .values({ name: 'Asha', lastName: 'Rao', countryCode: '91', mobile: '9876500301' })
      .returning({ id: users.id });
    const [lena] = await database.db
      .insert(users)
      .values({ name: 'Lena', email: 'lena@example.de' })
      .returning({ id: users.id });
    const ashaId = asha?.id ?? 0;
    const lenaId = lena?.id ?? 0;
    // Inserted out of order on purpose: the numbers follow the settlement times.
    const third = await legacyPayment(ashaId, { completedAt: new Date('2026-03-02T08:00:00Z') });
    const first = await legacyPayment(ashaId, { completedAt: new Date('2026-01-05T08:00:00Z') });
    const second = await legacyPayment(ashaId, { completedAt: new Date('2026-02-01T08:00:00Z') });
    // 20:00 UTC on 31 December 2025 is 1 January 2026 in India: the 2026 series, first.
    const newYear = await legacyPayment(ashaId, { completedAt: new Date('2025-12-31T20:00:00Z') });
    const lastYear = await legacyPayment(ashaId, { completedAt: new Date('2025-12-30T08:00:00Z') });
    await legacyPayment(ashaId, {
      status: 'failed',
      completedAt: new Date('2026-01-06T08:00:00Z'),
    });
    await legacyPayment(ashaId, { status: 'pending', completedAt: null });
    const euro = await legacyPayment(lenaId, {
      market: 'DE',
      currency: 'EUR',
      taxMode: 'inclusive',
      taxBasisPoints: 1900,
      amountMinor: 1_000,
      netMinor: 840,
      taxMinor: 160,
      totalMinor: 1_000,
      language: 'de',
      completedAt: new Date('2026-01-10T12:00:00Z'),
    });

    for (const statement of backfillStatements()) await database.db.execute(sql.raw(statement));

    const rows = await database.db.select().from(invoices).orderBy(asc(invoices.id));
    const byPayment = new Map(rows.map((row) => [row.paymentLogId, row]));
    expect(rows).toHaveLength(6);
    expect(
      [newYear, first, second, third, lastYear, euro].map((id) => byPayment.get(id)?.invoiceNumber),
    ).toEqual([
      'LUM-IN26-0000001',
      'LUM-IN26-0000002',
      'LUM-IN26-0000003',
      'LUM-IN26-0000004',
      'LUM-IN25-0000001',
      'LUM-DE26-0000001',
    ]);
    expect(byPayment.get(newYear)).toMatchObject({
      issueDate: '2026-01-01',
      buyerName: 'Asha Rao',
      buyerPhone: '+91 9876500301',
      netMinor: 50_000,
      taxMinor: 9_000,
      grossMinor: 59_000,
      taxMode: 'exclusive',
      language: 'en',
      seller: null,
    });
    expect(byPayment.get(euro)).toMatchObject({
      issueDate: '2026-01-10',
      buyerName: 'Lena',
      buyerEmail: 'lena@example.de',
      currency: 'EUR',
      grossMinor: 1_000,
      language: 'de',
    });

    // The next German settlement continues the backfilled series.
    await fixWalletCurrency(database.db, lenaId, 'EUR');
    const next = await insertPendingPayment(database.db, {
      userId: lenaId,
      amountMinor: 1_000,
      gatewayRef: 'after-backfill',
      market: GERMANY_MARKET,
    });
    const wallet = createWalletEvents({ db: database.db, io: new Server(), onError: () => {} });
    const seller = invoiceSellerOf(legalConfigFrom({}, false));
    await settlePayment(
      { db: database.db, wallet, seller },
      next.id,
      { outcome: 'paid' },
      new Date('2026-02-01T12:00:00Z'),
    );
    const [continued] = await database.db
      .select({ invoiceNumber: invoices.invoiceNumber })
      .from(invoices)
      .where(eq(invoices.paymentLogId, next.id));
    expect(continued?.invoiceNumber).toBe('LUM-DE26-0000002');
  });
});
