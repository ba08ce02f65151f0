import { eq } from 'drizzle-orm';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../lib/db/database';
import type { RealtimeServer } from '../../lib/realtime/realtime';
import { openTestDatabase } from '../../test/test-database';
import { readWalletBalance } from '../wallet/wallet-ledger';
import { createWalletEvents, type WalletEvents } from '../wallet/wallet-events';
import { walletEntries } from '../wallet/wallet-tables';
import { insertTestUser } from '../wallet/wallet-test-users';
import { invoiceSellerOf } from '../invoices/invoice-seller';
import { legalConfigFrom } from '../legal/legal-env';
import { insertPendingPayment } from './payment-test-fixtures';
import { settlePayment } from './settle-payment';

describe('settlePayment', () => {
  let database: DatabaseHandle;
  let wallet: WalletEvents;
  // A Socket.IO server attached to nothing: the balance events go to empty rooms.
  const io: RealtimeServer = new Server();
  /** Whose balance changes were announced, in order. */
  const announced: number[] = [];
  const now = new Date('2025-01-02T03:04:05Z');
  const deps = () => ({
    db: database.db,
    wallet,
    seller: invoiceSellerOf(legalConfigFrom({}, false)),
  });
  beforeAll(async () => {
    database = await openTestDatabase();
    wallet = createWalletEvents({
      db: database.db,
      io,
      onError: (error) => {
        throw error;
      },
    });
    wallet.listen((userId) => {
      announced.push(userId);
      return Promise.resolve();
    });
  });
  afterAll(async () => {
    await database.close();
  });

  async function entriesOf(userId: number) {
    return database.db.select().from(walletEntries).where(eq(walletEntries.userId, userId));
  }

  it('credits recharge and bonus once for a paid verdict, however often it is replayed', async () => {
    const userId = await insertTestUser(database.db);
    const log = await insertPendingPayment(database.db, {
      userId,
      amountMinor: 50_000,
      bonusPercent: 10,
      gatewayRef: `ref-${userId}`,
    });
    for (let i = 0; i < 10; i += 1) {
      const settled = await settlePayment(deps(), log.id, { outcome: 'paid' }, now);
      expect(settled.status).toBe('success');
    }
    expect(await readWalletBalance(database.db, userId)).toBe(55_000);
    const entries = await entriesOf(userId);
    expect(entries.map((e) => [e.kind, e.amountMinor]).sort()).toEqual([
      ['bonus', 5_000],
      ['recharge', 50_000],
    ]);
    expect(entries.every((e) => e.referenceId === String(log.id))).toBe(true);
  });

  it('credits once when 10 paid verdicts arrive at the same moment', async () => {
    const userId = await insertTestUser(database.db);
    const log = await insertPendingPayment(database.db, {
      userId,
      amountMinor: 20_000,
      gatewayRef: `ref-${userId}`,
    });
    await Promise.all(
      Array.from({ length: 10 }, () => settlePayment(deps(), log.id, { outcome: 'paid' }, now)),
    );
    expect(await readWalletBalance(database.db, userId)).toBe(20_000);
    expect(await entriesOf(userId)).toHaveLength(1);
    // The one credit is announced once, by the verdict that made it.
    expect(announced.filter((id) => id === userId)).toHaveLength(1);
  });

  it('closes a declined payment without touching the wallet, and pending changes nothing', async () => {
    const userId = await insertTestUser(database.db);
    const log = await insertPendingPayment(database.db, {
      userId,
      amountMinor: 10_000,
      gatewayRef: `ref-${userId}`,
    });
    const waiting = await settlePayment(deps(), log.id, { outcome: 'pending' }, now);
    expect(waiting.status).toBe('pending');
    const failed = await settlePayment(
      deps(),
      log.id,
      { outcome: 'failed', reason: 'Declined' },
      now,
    );
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'Declined' });
    expect(failed.completedAt).toEqual(now);
    expect(await readWalletBalance(database.db, userId)).toBe(0);
    expect(await entriesOf(userId)).toHaveLength(0);
  });

  it('never turns a successful payment into a failure', async () => {
    const userId = await insertTestUser(database.db);
    const log = await insertPendingPayment(database.db, {
      userId,
      amountMinor: 10_000,
      gatewayRef: `ref-${userId}`,
    });
    await settlePayment(deps(), log.id, { outcome: 'paid' }, now);
    const late = await settlePayment(deps(), log.id, { outcome: 'failed', reason: 'x' }, now);
    expect(late.status).toBe('success');
    expect(await readWalletBalance(database.db, userId)).toBe(10_000);
  });

  it('grants the first-recharge bonus to one of ten payments settling at once, the regular bonus to the rest', async () => {
    const userId = await insertTestUser(database.db);
    const logs = [];
    for (let i = 0; i < 10; i += 1) {
      logs.push(
        await insertPendingPayment(database.db, {
          userId,
          amountMinor: 10_000,
          bonusPercent: 100,
          regularBonusPercent: 5,
          gatewayRef: `first-${userId}-${i}`,
        }),
      );
    }
    const settled = await Promise.all(
      logs.map((log) => settlePayment(deps(), log.id, { outcome: 'paid' }, now)),
    );
    expect(settled.map((log) => log.bonusMinor).sort((a, b) => a - b)).toEqual([
      ...Array.from({ length: 9 }, () => 500),
      10_000,
    ]);
    expect(await readWalletBalance(database.db, userId)).toBe(10 * 10_000 + 10_000 + 9 * 500);
    const bonuses = (await entriesOf(userId)).filter((entry) => entry.kind === 'bonus');
    expect(bonuses.map((entry) => entry.amountMinor).sort((a, b) => a - b)).toEqual(
      settled.map((log) => log.bonusMinor).sort((a, b) => a - b),
    );
  });
});
