import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-controlled switches read by clients through `get/static/value?id=` (spec §7). */
export const staticValues = pgTable('static_values', {
  id: integer().primaryKey(),
  value: text().notNull(),
  mode: text(),
  description: text().notNull().default(''),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
