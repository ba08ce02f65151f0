import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../lib/db/database';
import { openTestDatabase, TEST_DATABASE_URL } from '../../test/test-database';
import {
  applyWalletEntry,
  InsufficientFundsError,
  readWalletBalance,
  type WalletEntryRequest,
} from './wallet-ledger';
import { walletEntries } from './wallet-tables';
import { insertTestUser } from './wallet-test-users';

function entry(userId: number, amountMinor: number, key: string): WalletEntryRequest {
  return {
    userId,
    kind: amountMinor > 0 ? 'adjustment' : 'chat_charge',
    amountMinor,
    reference: { type: 'admin_action', id: key },
    idempotencyKey: key,
  };
}

async function ledgerOf(database: DatabaseHandle, userId: number) {
  return database.db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(walletEntries.id);
}

describe(`wallet ledger (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('starts every user at zero and credits, debits and refuses an overdraft', async () => {
    const userId = await insertTestUser(database.db);
    expect(await readWalletBalance(database.db, userId)).toBe(0);

    const credit = await applyWalletEntry(database.db, entry(userId, 50_000, `t1:${userId}:a`));
    expect(credit.applied).toBe(true);
    expect(credit.entry.balanceAfter).toBe(50_000);
    const debit = await applyWalletEntry(database.db, entry(userId, -20_000, `t1:${userId}:b`));
    expect(debit.entry.balanceAfter).toBe(30_000);

    await expect(
      applyWalletEntry(database.db, entry(userId, -30_001, `t1:${userId}:c`)),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await readWalletBalance(database.db, userId)).toBe(30_000);
    expect(await ledgerOf(database, userId)).toHaveLength(2);

    const toZero = await applyWalletEntry(database.db, entry(userId, -30_000, `t1:${userId}:d`));
    expect(toZero.entry.balanceAfter).toBe(0);
  });

  it('rejects a zero or fractional amount before touching the database', async () => {
    const userId = await insertTestUser(database.db);
    await expect(applyWalletEntry(database.db, entry(userId, 0, 'zero'))).rejects.toThrow(
      RangeError,
    );
    await expect(applyWalletEntry(database.db, entry(userId, 1.5, 'half'))).rejects.toThrow(
      RangeError,
    );
    expect(await ledgerOf(database, userId)).toHaveLength(0);
  });

  it('applies a replayed idempotency key once and returns the first entry', async () => {
    const userId = await insertTestUser(database.db);
    const key = `replay:${userId}`;
    const first = await applyWalletEntry(database.db, entry(userId, 1_000, key));
    const again = await applyWalletEntry(database.db, entry(userId, 1_000, key));
    expect(again).toEqual({ entry: first.entry, applied: false });

    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () =>
        applyWalletEntry(database.db, entry(userId, 500, `replay2:${userId}`)),
      ),
    );
    expect(concurrent.filter((result) => result.applied)).toHaveLength(1);
    expect(new Set(concurrent.map((result) => result.entry.id)).size).toBe(1);
    expect(await readWalletBalance(database.db, userId)).toBe(1_500);
  });

  it('answers a replayed charge with its entry even after the money is spent', async () => {
    const userId = await insertTestUser(database.db);
    await applyWalletEntry(database.db, entry(userId, 1_000, `fund:${userId}`));
    const key = `tick:${userId}:1`;
    const charges = await Promise.all(
      Array.from({ length: 5 }, () => applyWalletEntry(database.db, entry(userId, -1_000, key))),
    );
    expect(charges.filter((result) => result.applied)).toHaveLength(1);
    expect(await readWalletBalance(database.db, userId)).toBe(0);
  });

  it('keeps balance = ledger sum under 200 concurrent credits and debits, never below zero', async () => {
    const userId = await insertTestUser(database.db);
    const operations = Array.from({ length: 200 }, (_, index) => {
      // Deterministic mix: debits slightly outweigh credits, so some must be refused.
      const amount = index % 2 === 0 ? 700 + ((index * 37) % 500) : -(900 + ((index * 53) % 400));
      return { amount, key: `burst:${userId}:${index}` };
    });
    // A caller that hits a transient error (e.g. no pool connection free in time on a loaded
    // machine) retries with the same key, as chat billing will; the key keeps it exactly-once.
    const applyWithRetry = async (amount: number, key: string) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await applyWalletEntry(database.db, entry(userId, amount, key));
        } catch (error) {
          if (error instanceof InsufficientFundsError || attempt === 5) throw error;
        }
      }
    };
    const results = await Promise.allSettled(
      operations.map((op) => applyWithRetry(op.amount, op.key)),
    );

    const refused = results.filter((result) => result.status === 'rejected');
    for (const result of refused) expect(result.reason).toBeInstanceOf(InsufficientFundsError);
    const applied = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value.entry] : [],
    );
    expect(applied.length + refused.length).toBe(200);
    expect(refused.length).toBeGreaterThan(0);
    expect(applied.some((e) => e.amountMinor < 0)).toBe(true);

    const ledger = await ledgerOf(database, userId);
    expect(ledger).toHaveLength(applied.length);
    const sum = ledger.reduce((total, row) => total + row.amountMinor, 0);
    expect(await readWalletBalance(database.db, userId)).toBe(sum);
    // Each entry was written while holding the wallet row, so id order is application order and
    // every balanceAfter follows from the one before: nothing lost, nothing negative.
    let running = 0;
    for (const row of ledger) {
      running += row.amountMinor;
      expect(row.balanceAfter).toBe(running);
      expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
    }
  });

  it('keeps wallets of different users apart under concurrency', async () => {
    const userIds = await Promise.all(
      Array.from({ length: 5 }, (_, i) => insertTestUser(database.db, `u${i}`)),
    );
    await Promise.all(
      userIds.flatMap((userId) =>
        Array.from({ length: 20 }, (_, i) =>
          applyWalletEntry(database.db, entry(userId, 100 + i, `multi:${userId}:${i}`)),
        ),
      ),
    );
    for (const userId of userIds) {
      expect(await readWalletBalance(database.db, userId)).toBe(20 * 100 + (19 * 20) / 2);
    }
  });

  it('refuses a negative balance at the database level too', async () => {
    const userId = await insertTestUser(database.db);
    await applyWalletEntry(database.db, entry(userId, 100, `check:${userId}`));
    await expect(
      database.db.execute(sql`update wallets set balance_minor = -1 where user_id = ${userId}`),
    ).rejects.toThrow();
    expect(await readWalletBalance(database.db, userId)).toBe(100);
  });
});
