import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users-tables';

/** Recharge packs offered on the price list; seeded, edited later by admins. */
export const rechargePacks = pgTable(
  'recharge_packs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The wallet currency this pack is sold in; `amountMinor` is in its minor units. */
    currency: text().notNull().default('INR'),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    /** Extra wallet money as a percentage of the amount, credited as a `bonus` entry. */
    bonusPercent: integer().notNull().default(0),
    /** Replaces `bonusPercent` for a user who has never recharged (the first-recharge offer). */
    firstRechargeBonusPercent: integer().notNull().default(0),
    isPopular: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('recharge_packs_amount_positive', sql`${t.amountMinor} > 0`),
    check('recharge_packs_currency', sql`${t.currency} in ('INR', 'EUR')`),
    check('recharge_packs_bonus_range', sql`${t.bonusPercent} between 0 and 200`),
    check(
      'recharge_packs_first_bonus_range',
      sql`${t.firstRechargeBonusPercent} between 0 and 200`,
    ),
  ],
);

/**
 * One payment attempt. Amounts are fixed at checkout (the client never names a bonus or a tax);
 * `status` only moves forward: created -> pending -> success | failed | cancelled, each step a
 * conditional update so a replayed or concurrent result cannot apply twice.
 */
export const paymentLogs = pgTable(
  'payment_logs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    packId: integer().references(() => rechargePacks.id),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    /**
     * The bonus offered at checkout, which may include the first-recharge offer; on settlement it
     * becomes the bonus actually granted (see settle-payment.ts).
     */
    bonusMinor: bigint({ mode: 'number' }).notNull(),
    /** The pack's regular bonus at checkout: what a payment gets once the offer is taken. */
    regularBonusMinor: bigint({ mode: 'number' }).notNull().default(0),
    /** The price without tax (an invoice's net); net + tax = total (decision 045). */
    netMinor: bigint({ mode: 'number' }).notNull(),
    taxMinor: bigint({ mode: 'number' }).notNull(),
    /** What the gateway charges (gross). */
    totalMinor: bigint({ mode: 'number' }).notNull(),
    /** Tax rate applied, in hundredths of a percent (1800 = 18 %), kept for the receipt. */
    taxBasisPoints: integer().notNull(),
    /** `exclusive`: tax added on top (India); `inclusive`: the amount is gross (EU). */
    taxMode: text().notNull().default('exclusive'),
    /** The country whose tax applies (IN, DE, FR, ...), fixed at checkout for the invoice. */
    market: text().notNull().default('IN'),
    /** The wallet's currency, in whose minor units every amount of the row is. */
    currency: text().notNull().default('INR'),
    method: text().notNull(),
    /** The page language the payment was started from (initiate): its invoice's language. */
    language: text().notNull().default('en'),
    status: text().notNull().default('created'),
    /** The gateway's id of this payment (Stripe Checkout Session id, test-gateway token). */
    gatewayRef: text(),
    /** Test gateway only: the decision recorded on its page, the verified result it reports. */
    gatewayDecision: text(),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_logs_gateway_ref').on(t.gatewayRef),
    index('payment_logs_user_newest').on(t.userId, t.id),
    check(
      'payment_logs_status',
      sql`${t.status} in ('created', 'pending', 'success', 'failed', 'cancelled')`,
    ),
    check('payment_logs_method', sql`${t.method} in ('test', 'stripe')`),
    check(
      'payment_logs_amounts',
      sql`${t.amountMinor} > 0 and ${t.bonusMinor} >= 0 and ${t.regularBonusMinor} >= 0 and ${t.taxMinor} >= 0 and ${t.netMinor} + ${t.taxMinor} = ${t.totalMinor} and ${t.totalMinor} = (case when ${t.taxMode} = 'inclusive' then ${t.amountMinor} else ${t.amountMinor} + ${t.taxMinor} end)`,
    ),
    check('payment_logs_tax_mode', sql`${t.taxMode} in ('exclusive', 'inclusive')`),
    check('payment_logs_currency', sql`${t.currency} in ('INR', 'EUR')`),
    check('payment_logs_language', sql`${t.language} in ('en', 'de')`),
  ],
);

/**
 * The first-recharge offer, taken: one row per user, written by the user's first successful payment
 * in the transaction that credits it. The primary key is what makes the offer once per user when
 * several payments settle at the same moment.
 */
export const firstRecharges = pgTable('first_recharges', {
  userId: integer()
    .primaryKey()
    .references(() => users.id),
  paymentLogId: integer()
    .notNull()
    .unique()
    .references(() => paymentLogs.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
