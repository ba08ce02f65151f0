import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paymentLogs } from '../payments/payment-tables';
import { users } from '../users/users-tables';
import type { InvoiceSeller } from './invoice-seller';

/**
 * The counter of each invoice series (`IN-2026`: a market and a year). A settlement takes the next
 * number with one `INSERT ... ON CONFLICT DO UPDATE ... RETURNING` in its own transaction, so the
 * row stays locked until that transaction ends and a rolled-back settlement gives its number back:
 * no gaps, no duplicates (decision 051).
 */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    series: text().primaryKey(),
    lastNumber: integer().notNull(),
  },
  (t) => [check('invoice_series_last_number_positive', sql`${t.lastNumber} > 0`)],
);

/**
 * One invoice per successful top-up, written in the transaction that settles it and never
 * changed afterwards: everything the document prints is stored here (or on the payment log,
 * which no longer changes once successful), so it renders the same for years.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentLogId: integer()
      .notNull()
      .references(() => paymentLogs.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** `IN-2026`: the market and the year of `issueDate`. */
    series: text().notNull(),
    /** 1, 2, 3 ... within the series, without gaps. */
    number: integer().notNull(),
    /** What the document prints: `LUM-IN26-0000001`. */
    invoiceNumber: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** The calendar day of `issuedAt` in the market's invoicing time zone (decision 051). */
    issueDate: date({ mode: 'string' }).notNull(),
    market: text().notNull(),
    currency: text().notNull(),
    netMinor: bigint({ mode: 'number' }).notNull(),
    taxMinor: bigint({ mode: 'number' }).notNull(),
    grossMinor: bigint({ mode: 'number' }).notNull(),
    taxBasisPoints: integer().notNull(),
    taxMode: text().notNull(),
    /** The language of the page the payment was started from; a download may ask for the other. */
    language: text().notNull(),
    buyerName: text(),
    buyerPhone: text(),
    buyerEmail: text(),
    /**
     * The operator's details when the invoice was issued. Null only for invoices issued before
     * they were kept (the migration's backfill, demo seeds): those print today's configuration.
     */
    seller: jsonb().$type<InvoiceSeller>(),
  },
  (t) => [
    uniqueIndex('invoices_payment_log').on(t.paymentLogId),
    uniqueIndex('invoices_series_number').on(t.series, t.number),
    uniqueIndex('invoices_invoice_number').on(t.invoiceNumber),
    index('invoices_user').on(t.userId),
    check('invoices_number_positive', sql`${t.number} > 0`),
    check(
      'invoices_amounts',
      sql`${t.netMinor} >= 0 and ${t.taxMinor} >= 0 and ${t.netMinor} + ${t.taxMinor} = ${t.grossMinor}`,
    ),
    check('invoices_currency', sql`${t.currency} in ('INR', 'EUR')`),
    check('invoices_tax_mode', sql`${t.taxMode} in ('exclusive', 'inclusive')`),
    check('invoices_language', sql`${t.language} in ('en', 'de')`),
  ],
);
