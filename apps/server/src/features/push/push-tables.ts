import { LANGUAGES } from '@lumus/contract/constants';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sessions } from '../auth/auth-tables';
import { consultants } from '../catalogue/catalogue-tables';
import { users } from '../users/users-tables';

/**
 * One browser's push subscription. The endpoint is the browser's (one per device and origin), so
 * it is unique: the same device signing in to another account moves the row there. It belongs to
 * the session that saved it; logging out on that device removes it, and a revoked session's row
 * is never sent to.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** The notifications' language: the page's when it last subscribed. */
    language: text({ enum: LANGUAGES }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('push_subscriptions_user_idx').on(table.userId),
    index('push_subscriptions_session_idx').on(table.sessionId),
  ],
);

/** Per-kind switches; a user without a row gets every kind (they allowed notifications). */
export const pushSettings = pgTable('push_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accepted: boolean().notNull().default(true),
  message: boolean().notNull().default(true),
  online: boolean().notNull().default(true),
  request: boolean().notNull().default(true),
  support: boolean().notNull().default(true),
});

/**
 * Psychics a user follows ("Notify me when online"), shown as their Favourites. `notifiedAt` is
 * the last "is online" push for this pair, claimed by a conditional update so that two instances
 * (or a psychic flapping online/offline) send at most one a day.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consultantId: integer()
      .notNull()
      .references(() => consultants.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.consultantId] }),
    index('favourites_consultant_idx').on(table.consultantId),
  ],
);
