import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Display currencies. `conversionFactor` is how many base minor units (INR paise) make one unit
 * of this currency (INR 100, USD ~8,300); `countries` are the ISO country codes that see it. An
 * operator changes a rate or adds a currency with one row; no deploy needed.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    isoCode: text().primaryKey(),
    symbol: text().notNull(),
    conversionFactor: doublePrecision().notNull(),
    countries: text().array().notNull(),
    enabled: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('currency_rates_factor_check', sql`${table.conversionFactor} > 0`)],
);
