import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { KundliData } from '@lumus/contract/astrology/birth-details';
import { users } from '../users/users-tables';

/**
 * A person whose chart a user keeps (themselves, a partner, a child). The kundli is computed once
 * at saving from the birth instant and stored, so the list and match-making never recompute it
 * and a later engine change does not silently alter a saved chart.
 */
export const birthDetails = pgTable(
  'birth_details',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    gender: text().notNull(),
    /** `YYYY-MM-DD` and `HH:MM` as the user gave them, local to the birth place. */
    birthDate: text().notNull(),
    birthTime: text(),
    placeId: integer(),
    placeName: text().notNull(),
    placeRegion: text().notNull(),
    placeCountry: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    timeZone: text().notNull(),
    utcOffsetMinutes: smallint().notNull(),
    localTimeKind: text().notNull(),
    birthUtc: timestamp({ withTimezone: true }).notNull(),
    kundli: jsonb().$type<KundliData>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The browser's key of a chart made as a guest and claimed after sign-in (decision 047): one
     * row per user and key, so a repeated claim finds the first instead of saving a second.
     */
    guestKey: text(),
  },
  (t) => [
    index('birth_details_user_idx').on(t.userId),
    uniqueIndex('birth_details_user_guest_key_idx').on(t.userId, t.guestKey),
  ],
);
