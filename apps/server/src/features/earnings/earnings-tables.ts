import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EARNING_LINE_KINDS } from '@lumus/contract/earnings/earnings';
import { PAYOUT_BATCH_STATUSES } from '@lumus/contract/earnings/payout-admin-calls';
import { PAYOUT_MARKETS, type PayoutMethod } from '@lumus/contract/earnings/payout-methods';
import { consultants } from '../catalogue/catalogue-tables';
import { users } from '../users/users-tables';

/**
 * How a psychic is paid: the market (set by the operator: it fixes the currency and the tax
 * withheld), the payout method (the psychic's), and the opt-in to free sessions. No row: market
 * IN, no method, no free sessions.
 */
export const payoutProfiles = pgTable(
  'payout_profiles',
  {
    consultantId: integer()
      .primaryKey()
      .references(() => consultants.id),
    market: text({ enum: PAYOUT_MARKETS }).notNull().default('IN'),
    method: jsonb().$type<PayoutMethod>(),
    acceptsFreeSessions: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payout_profiles_market', sql`${t.market} in ('IN', 'DE')`)],
);

/**
 * A psychic's earnings ledger: lines are only added, each in the currency the psychic is paid in,
 * fixed when it is booked (decision 038). `sourceKey` names what caused the line
 * (`session:<id>`, `refund:<key>`, `free:<id>`, `payout:<id>`, `withholding:<id>`): unique, so a
 * retried or concurrent write books nothing twice. `sourceAmountMinor` keeps the amount (in
 * `sourceCurrency`) the line was converted from.
 */
export const earningLines = pgTable(
  'earning_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    consultantId: integer()
      .notNull()
      .references(() => consultants.id),
    kind: text({ enum: EARNING_LINE_KINDS }).notNull(),
    amountMinor: integer().notNull(),
    currency: text().notNull(),
    sourceAmountMinor: integer().notNull(),
    /** The currency `sourceAmountMinor` is in: the session's charge currency (decision 045). */
    sourceCurrency: text().notNull().default('INR'),
    sessionId: integer(),
    payoutId: integer(),
    reason: text(),
    sourceKey: text().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('earning_lines_source_key').on(t.sourceKey),
    index('earning_lines_consultant_idx').on(t.consultantId, t.occurredAt),
    index('earning_lines_session_idx').on(t.sessionId),
    check(
      'earning_lines_kind',
      sql`${t.kind} in ('session', 'clawback', 'free_compensation', 'withholding', 'payout')`,
    ),
    check('earning_lines_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    // Earnings are never negative, deductions never positive.
    check(
      'earning_lines_sign',
      sql`(${t.kind} in ('session', 'free_compensation')) = (${t.amountMinor} > 0) or ${t.amountMinor} = 0`,
    ),
  ],
);

/** One run of payouts by the operator for a period (UTC days, `periodEnd` exclusive). */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: PAYOUT_BATCH_STATUSES }).notNull().default('created'),
    /** The operator who ran it; null for the demo data's batch. */
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    paidBy: integer().references(() => users.id),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [check('payout_batches_status', sql`${t.status} in ('created', 'paid')`)],
);

/**
 * One psychic's payout in a batch, per currency. Its `withholding` and `payout` lines are booked
 * with it in one transaction; the method is copied so a later change does not rewrite history.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer()
      .notNull()
      .references(() => payoutBatches.id),
    consultantId: integer()
      .notNull()
      .references(() => consultants.id),
    currency: text().notNull(),
    grossMinor: integer().notNull(),
    withholdingMinor: integer().notNull(),
    /** Hundredths of a percent (TDS 10 % is 1000), as configured for the market then. */
    withholdingBasisPoints: integer().notNull(),
    netMinor: integer().notNull(),
    method: jsonb().$type<PayoutMethod>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payouts_one_per_batch').on(t.batchId, t.consultantId, t.currency),
    index('payouts_consultant_idx').on(t.consultantId, t.id),
    check('payouts_amounts', sql`${t.grossMinor} = ${t.withholdingMinor} + ${t.netMinor}`),
  ],
);

/**
 * The operator's payout settings kept in the database (changed in /admin without a deploy): one
 * row, id 1. Not a static value, which every client may read.
 */
export const payoutSettings = pgTable(
  'payout_settings',
  {
    id: integer().primaryKey(),
    /** INR paise per free minute paid to a psychic who opted in to free sessions. */
    freeCompensationPerMinuteMinor: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('payout_settings_one_row', sql`${t.id} = 1`),
    check('payout_settings_rate', sql`${t.freeCompensationPerMinuteMinor} >= 0`),
  ],
);
