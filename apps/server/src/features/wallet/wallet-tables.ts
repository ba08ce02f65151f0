import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users-tables';

/**
 * One row per user: the balance the ledger sums to. It changes only together with a
 * `wallet_entries` row (see wallet-ledger.ts); the CHECK is the last line of defence against a
 * negative balance if a bug ever bypassed the conditional update.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id),
    /** Minor units of `currency`. */
    balanceMinor: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * Fixed by the first top-up (its checkout) from the user's market and never changed: every
     * entry of the ledger is in it (decision 045). Null until then (a wallet made by a free chat).
     */
    currency: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallets_balance_non_negative', sql`${t.balanceMinor} >= 0`),
    check('wallets_currency', sql`${t.currency} in ('INR', 'EUR')`),
  ],
);

/** The ledger: every change of a balance, append-only, each applied exactly once. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text().notNull(),
    /** Signed minor units of the wallet's currency: credits positive, charges negative. */
    amountMinor: bigint({ mode: 'number' }).notNull(),
    balanceAfter: bigint({ mode: 'number' }).notNull(),
    referenceType: text().notNull(),
    referenceId: text().notNull(),
    /** Whoever causes an entry names it, so a retried or replayed event finds the first one. */
    idempotencyKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_entries_idempotency_key').on(t.idempotencyKey),
    index('wallet_entries_user_newest').on(t.userId, t.id),
    check(
      'wallet_entries_kind',
      sql`${t.kind} in ('recharge', 'bonus', 'chat_charge', 'refund', 'adjustment', 'goodwill')`,
    ),
    check('wallet_entries_amount_not_zero', sql`${t.amountMinor} <> 0`),
    check('wallet_entries_balance_after_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);
