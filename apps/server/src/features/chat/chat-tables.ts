import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { consultants } from '../catalogue/catalogue-tables';
import { users } from '../users/users-tables';

/** What a user tells the consultant before a chat; one per request, shown in the console. */
export const chatIntakeForms = pgTable(
  'chat_intake_forms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    consultantId: integer()
      .notNull()
      .references(() => consultants.id),
    name: text().notNull(),
    gender: text({ enum: ['MALE', 'FEMALE', 'OTHER'] }).notNull(),
    birthDate: text().notNull(),
    /** Null when the user does not know the time of birth. */
    birthTime: text(),
    birthPlace: text().notNull(),
    /**
     * The place chosen from the place search (GeoNames id, coordinates, zone) and the chart cast
     * for it when the intake was filled, like a saved person's (decision 019). All null when the
     * place was typed without choosing a suggestion.
     */
    placeId: integer(),
    placeName: text(),
    placeRegion: text(),
    placeCountry: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    timeZone: text(),
    utcOffsetMinutes: smallint(),
    localTimeKind: text({ enum: ['exact', 'ambiguous', 'gap'] }),
    birthUtc: timestamp({ withTimezone: true }),
    kundli: jsonb().$type<KundliData>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_intake_forms_user_idx').on(t.userId, t.id),
    // A chart is stored whole or not at all, so the wire never gets half of one.
    check(
      'chat_intake_forms_chart_whole',
      sql`num_nulls(${t.placeId}, ${t.placeName}, ${t.placeRegion}, ${t.placeCountry}, ${t.latitude}, ${t.longitude}, ${t.timeZone}, ${t.utcOffsetMinutes}, ${t.localTimeKind}, ${t.birthUtc}, ${t.kundli}) in (0, 11)`,
    ),
  ],
);

/**
 * One chat from request to end. The queue token of the spec is this row while it is `queued` or
 * `accepted_by_consultant` (position, hold and expiry live here), so "one open token or chat per
 * user" is a single partial unique index and cannot be beaten by two concurrent requests.
 * Money columns are paise; the rate is frozen when the order is created.
 */
export const chatOrders = pgTable(
  'chat_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    consultantId: integer()
      .notNull()
      .references(() => consultants.id),
    intakeFormId: integer().references(() => chatIntakeForms.id),
    status: text({
      enum: [
        'queued',
        'accepted_by_consultant',
        'active',
        'ended',
        'declined',
        'expired',
        'cancelled',
      ],
    }).notNull(),
    ratePerMinuteMinor: integer().notNull(),
    /** Seconds at the start that cost nothing (a new user's free first chat). */
    freeSeconds: integer().notNull().default(0),
    onHold: boolean().notNull().default(false),
    /** While queued or waiting for the user: when the token lapses unanswered. */
    expiresAt: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    lowBalanceWarnedAt: timestamp({ withTimezone: true }),
    /**
     * While the psychic's console is disconnected in an active chat: since when. The clock stands
     * still meanwhile; `pausedMs` adds up earlier pauses, which are not billed (decision 025).
     */
    pausedAt: timestamp({ withTimezone: true }),
    pausedMs: integer().notNull().default(0),
    endedAt: timestamp({ withTimezone: true }),
    endReason: text({
      enum: [
        'user_ended',
        'consultant_ended',
        'consultant_left_early',
        'balance_exhausted',
        'platform_fault',
        'consultant_away',
        'consultant_suspended',
        'consultant_lost_connection',
      ],
    }),
    billedSeconds: integer().notNull().default(0),
    amountChargedMinor: integer().notNull().default(0),
    refundedAt: timestamp({ withTimezone: true }),
    platformSharePercent: integer().notNull(),
    consultantEarningsMinor: integer().notNull().default(0),
    /** The per-chat message counter; the next message gets `lastSeq + 1`. */
    lastSeq: integer().notNull().default(0),
    hiddenForUser: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('chat_orders_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.status} in ('queued', 'accepted_by_consultant', 'active')`),
    uniqueIndex('chat_orders_one_live_per_consultant')
      .on(t.consultantId)
      .where(sql`${t.status} in ('accepted_by_consultant', 'active')`),
    index('chat_orders_consultant_queue_idx').on(t.consultantId, t.status, t.id),
    index('chat_orders_user_idx').on(t.userId, t.id),
    index('chat_orders_due_idx').on(t.status, t.endsAt),
    check('chat_orders_rate_non_negative', sql`${t.ratePerMinuteMinor} >= 0`),
  ],
);

/** Messages of a chat: `seq` orders them per chat; the client id makes a resend harmless. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    chatOrderId: integer()
      .notNull()
      .references(() => chatOrders.id),
    seq: integer().notNull(),
    senderUserId: integer()
      .notNull()
      .references(() => users.id),
    senderRole: text({ enum: ['user', 'consultant'] }).notNull(),
    clientId: text().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    deliveredAt: timestamp({ withTimezone: true }),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_messages_seq').on(t.chatOrderId, t.seq),
    uniqueIndex('chat_messages_client_id').on(t.chatOrderId, t.senderUserId, t.clientId),
    check('chat_messages_text_length', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);

/**
 * The user's rating of one chat (once per chat). The same transaction adds the review to the
 * catalogue's `consultant_reviews` through `addChatReview` (decision record 011).
 */
export const chatRatings = pgTable(
  'chat_ratings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    chatOrderId: integer()
      .notNull()
      .references(() => chatOrders.id)
      .unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    consultantId: integer()
      .notNull()
      .references(() => consultants.id),
    rating: integer().notNull(),
    review: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('chat_ratings_rating', sql`${t.rating} between 1 and 5`)],
);

/** One net-promoter score per user, updated in place. */
export const npsScores = pgTable(
  'nps_scores',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id),
    score: integer().notNull(),
    comment: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('nps_scores_score', sql`${t.score} between 0 and 10`)],
);
