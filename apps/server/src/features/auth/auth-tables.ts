import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users-tables';

/** One row per login; a token is honoured only while its session is not revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text({ enum: ['phone-code', 'identity-provider', 'google'] }).notNull(),
    hardwareId: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Every code sent by SMS (4 digits for login, 6 for the built-in identity provider). Only a keyed
 * hash of the code is kept. The rows double as the rate-limit log, per number and per IP.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    /** Opaque and unguessable: the client's `token` / `verificationId`. */
    id: text().primaryKey(),
    purpose: text({ enum: ['login', 'identity'] }).notNull(),
    /** E.164, e.g. `+919876543210`. */
    phone: text().notNull(),
    codeHash: text().notNull(),
    ip: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('phone_codes_phone_idx').on(table.phone, table.createdAt),
    index('phone_codes_ip_idx').on(table.ip, table.createdAt),
  ],
);
