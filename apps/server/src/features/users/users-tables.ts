import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Signed-in people. A phone login finds its row by (country code, number), a Google login by
 * Google id and then e-mail, so one person who uses both ends up in one row once linked.
 */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text(),
    lastName: text(),
    gender: text({ enum: ['MALE', 'FEMALE', 'OTHER'] }),
    /** `YYYY-MM-DD`; together with a name it makes the user "registered". */
    dob: text(),
    timeOfBirth: text(),
    placeOfBirth: text(),
    timeZone: text(),
    email: text().unique(),
    googleId: text().unique(),
    /** Dial code digits without `+`, set once a number is verified. */
    countryCode: text(),
    mobile: text(),
    isForeign: boolean().notNull().default(false),
    profilePic: text(),
    role: text({ enum: ['user', 'consultant', 'admin', 'support'] })
      .notNull()
      .default('user'),
    /** A blocked user's tokens stop working at once (checked on every authenticated call). */
    blockedAt: timestamp({ withTimezone: true }),
    registeredAt: timestamp({ withTimezone: true }),
    /** Consent to immediate performance and waiver of the withdrawal right (issue 27). */
    withdrawalWaiverAt: timestamp({ withTimezone: true }),
    withdrawalWaiverVersion: text(),
    /** The account was deleted by its owner: personal data erased, financial records kept. */
    deletedAt: timestamp({ withTimezone: true }),
    lastLoginAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('users_phone_unique').on(table.countryCode, table.mobile)],
);

/** Browsing without an account: one guest per hardware id (or device id when there is none). */
export const guests = pgTable('guests', {
  id: text().primaryKey(),
  deviceKey: text().notNull().unique(),
  deviceId: text().notNull(),
  hardwareId: text().notNull(),
  timeZone: text().notNull(),
  appId: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Devices a user registered through `update_device_token` (spec §7). */
export const userDevices = pgTable(
  'user_devices',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text().notNull(),
    deviceType: text().notNull(),
    appId: integer().notNull(),
    version: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceId] })],
);

/** The login notification of spec §4: when and from where a session was (re)opened. */
export const loginEvents = pgTable(
  'login_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text().notNull(),
    hardwareId: text().notNull().default(''),
    ip: text().notNull(),
    userAgent: text().notNull().default(''),
    at: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('login_events_user_idx').on(table.userId, table.at)],
);
