import { and, asc, eq } from 'drizzle-orm';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../lib/db/database';
import type { RealtimeServer } from '../../lib/realtime/realtime';
import { openTestDatabase } from '../../test/test-database';
import { legalConfigFrom } from '../legal/legal-env';
import {
  GERMANY_MARKET,
  INDIA_MARKET,
  insertPendingPayment,
} from '../payments/payment-test-fixtures';
import { settlePayment } from '../payments/settle-payment';
import { users } from '../users/users-tables';
import { createWalletEvents, type WalletEvents } from '../wallet/wallet-events';
import { fixWalletCurrency } from '../wallet/wallet-ledger';
import { insertTestUser } from '../wallet/wallet-test-users';
import { invoiceSellerOf } from './invoice-seller';
import { issueInvoice } from './issue-invoice';
import { invoiceSeries, invoices } from './invoices-tables';

describe('invoice numbers (decision 051)', () => {
  let database: DatabaseHandle;
  let wallet: WalletEvents;
  const io: RealtimeServer = new Server();
  const seller = invoiceSellerOf(legalConfigFrom({}, false));
  const deps = () => ({ db: database.db, wallet, seller });
  const now = new Date('2026-08-15T10:00:00Z');
  let ref = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    wallet = createWalletEvents({
      db: database.db,
      io,
      onError: (error) => {
        throw error;
      },
    });
  });
  afterAll(async () => {
    await database.close();
  });

  async function pending(userId: number, market = INDIA_MARKET, amountMinor = 50_000) {
    ref += 1;
    return insertPendingPayment(database.db, {
      userId,
      amountMinor,
      gatewayRef: `invoice-${ref}`,
      market,
    });
  }

  async function buyer(market = INDIA_MARKET) {
    const userId = await insertTestUser(database.db, 'Asha');
    await fixWalletCurrency(database.db, userId, market.currency);
    return userId;
  }

  async function seriesNumbers(series: string) {
    const rows = await database.db
      .select({ number: invoices.number, paymentLogId: invoices.paymentLogId })
      .from(invoices)
      .where(eq(invoices.series, series))
      .orderBy(asc(invoices.number));
    return rows;
  }

  it('numbers 20 payments settling at once in two markets 1..n per series, once each, even when every verdict arrives twice', async () => {
    // Five buyers per market paying twice each: settlements also meet on one wallet.
    const buyers = new Map<string, number[]>();
    for (const market of [INDIA_MARKET, GERMANY_MARKET]) {
      buyers.set(market.country, await Promise.all([0, 1, 2, 3, 4].map(() => buyer(market))));
    }
    const logs = [];
    for (let i = 0; i < 20; i += 1) {
      const market = i % 2 === 0 ? INDIA_MARKET : GERMANY_MARKET;
      const userId = buyers.get(market.country)?.[Math.floor(i / 2) % 5] ?? 0;
      logs.push(await pending(userId, market, market === INDIA_MARKET ? 50_000 : 1_000));
    }
    // The gateway's webhook and the browser's return for every payment, all at the same moment.
    const settled = await Promise.all(
      logs.flatMap((log) => [
        settlePayment(deps(), log.id, { outcome: 'paid' }, now),
        settlePayment(deps(), log.id, { outcome: 'paid' }, now),
      ]),
    );
    expect(settled.every((log) => log.status === 'success')).toBe(true);
    for (const [series, market] of [
      ['IN-2026', INDIA_MARKET],
      ['DE-2026', GERMANY_MARKET],
    ] as const) {
      const numbered = await seriesNumbers(series);
      expect(numbered.map((row) => row.number)).toEqual(
        Array.from({ length: 10 }, (_, i) => i + 1),
      );
      expect(new Set(numbered.map((row) => row.paymentLogId))).toEqual(
        new Set(logs.filter((log) => log.market === market.country).map((log) => log.id)),
      );
      const [counter] = await database.db
        .select()
        .from(invoiceSeries)
        .where(eq(invoiceSeries.series, series));
      expect(counter?.lastNumber).toBe(10);
    }
    const [first] = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.series, 'DE-2026'), eq(invoices.number, 1)));
    expect(first).toMatchObject({
      invoiceNumber: 'LUM-DE26-0000001',
      issueDate: '2026-08-15',
      currency: 'EUR',
      market: 'DE',
      netMinor: 840,
      taxMinor: 160,
      grossMinor: 1_000,
      taxBasisPoints: 1900,
      taxMode: 'inclusive',
      language: 'en',
      buyerName: 'Asha',
      seller: { name: 'Lumus Demo GmbH', vatId: 'DE000000000', gstin: '29AAAAA0000A1Z5' },
    });
  });

  it('gives a failed, pending or cancelled payment no number, and a paid one after a failure its own', async () => {
    const userId = await buyer();
    const failed = await pending(userId);
    const waiting = await pending(userId);
    const before = await seriesNumbers('IN-2026');
    await settlePayment(deps(), failed.id, { outcome: 'failed', reason: 'Declined' }, now);
    await settlePayment(deps(), waiting.id, { outcome: 'pending' }, now);
    expect(await seriesNumbers('IN-2026')).toEqual(before);
    const none = await database.db.select().from(invoices).where(eq(invoices.userId, userId));
    expect(none).toEqual([]);
    // The gateway took the money after all: the payment succeeds and only now gets a number.
    await settlePayment(deps(), failed.id, { outcome: 'paid' }, now);
    const after = await seriesNumbers('IN-2026');
    expect(after.at(-1)).toEqual({ number: before.length + 1, paymentLogId: failed.id });
  });

  it('gives the number of a settlement that rolls back to the next one: no gap', async () => {
    // A German payment meeting a rupee wallet cannot be credited: its whole transaction fails.
    const rupees = await buyer(INDIA_MARKET);
    const stray = await pending(rupees, GERMANY_MARKET, 1_000);
    await expect(settlePayment(deps(), stray.id, { outcome: 'paid' }, now)).rejects.toThrow();
    const good = await pending(await buyer(GERMANY_MARKET), GERMANY_MARKET, 1_000);
    await settlePayment(deps(), good.id, { outcome: 'paid' }, now);
    const numbered = await seriesNumbers('DE-2026');
    expect(numbered.map((row) => row.number)).toEqual(
      Array.from({ length: numbered.length }, (_, i) => i + 1),
    );
    expect(numbered.at(-1)?.paymentLogId).toBe(good.id);
    expect(numbered.some((row) => row.paymentLogId === stray.id)).toBe(false);

    // The same inside one transaction: a number taken and rolled back is taken again.
    const log = await pending(await buyer(GERMANY_MARKET), GERMANY_MARKET, 1_000);
    await expect(
      database.db.transaction(async (tx) => {
        await issueInvoice(tx, { log, seller, now });
        throw new Error('settlement failed later');
      }),
    ).rejects.toThrow('settlement failed later');
    await settlePayment(deps(), log.id, { outcome: 'paid' }, now);
    expect((await seriesNumbers('DE-2026')).at(-1)).toEqual({
      number: numbered.length + 1,
      paymentLogId: log.id,
    });
  });

  it('dates and numbers by the market’s own calendar across New Year, and keeps the buyer as known then', async () => {
    // 19:00 UTC on 31 December is already 1 January in India, still 31 December in Berlin.
    const newYear = new Date('2026-12-31T19:00:00Z');
    const userId = await buyer(INDIA_MARKET);
    await database.db
      .update(users)
      .set({ name: 'Amit', lastName: 'Rao', countryCode: '91', mobile: '9876500102' })
      .where(eq(users.id, userId));
    const rupee = await pending(userId);
    const euro = await pending(await buyer(GERMANY_MARKET), GERMANY_MARKET, 1_000);
    await settlePayment(deps(), rupee.id, { outcome: 'paid' }, newYear);
    await settlePayment(deps(), euro.id, { outcome: 'paid' }, newYear);
    const [indian] = await database.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentLogId, rupee.id));
    expect(indian).toMatchObject({
      invoiceNumber: 'LUM-IN27-0000001',
      issueDate: '2027-01-01',
      buyerName: 'Amit Rao',
      buyerPhone: '+91 9876500102',
      buyerEmail: null,
      netMinor: 50_000,
      taxMinor: 9_000,
      grossMinor: 59_000,
    });
    const [german] = await database.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentLogId, euro.id));
    expect(german?.invoiceNumber).toMatch(/^LUM-DE26-00000\d\d$/);
    expect(german?.issueDate).toBe('2026-12-31');
    // Renaming the account later does not touch the issued invoice.
    await database.db.update(users).set({ name: 'Someone' }).where(eq(users.id, userId));
    const [again] = await database.db
      .select({ buyerName: invoices.buyerName })
      .from(invoices)
      .where(eq(invoices.paymentLogId, rupee.id));
    expect(again?.buyerName).toBe('Amit Rao');
  });
});
