import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The built-in identity provider's accounts: a stable uid per confirmed phone number. */
export const identityAccounts = pgTable('identity_accounts', {
  uid: text().primaryKey(),
  phoneNumber: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
