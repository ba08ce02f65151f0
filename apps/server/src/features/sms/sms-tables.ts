import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the `log` SMS provider "sent", for `GET /api/dev/outbox` outside production. The code is
 * stored in clear here on purpose: this table is how developers and tests read it.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    /** `to` without `+`, so a number can be matched with or without its dial code. */
    toDigits: text().notNull(),
    text: text().notNull(),
    code: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('sms_outbox_to_idx').on(table.toDigits, table.createdAt)],
);
