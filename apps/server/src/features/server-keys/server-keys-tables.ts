import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets and key pairs the server generates on first start (JWT secret outside production, the
 * identity provider's and the Google stand-in's signing keys). In the database rather than a file
 * so that every instance on one PostgreSQL signs and verifies with the same keys.
 */
export const serverKeys = pgTable('server_keys', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
