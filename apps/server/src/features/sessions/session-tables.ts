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
import {
  CHAT_END_REASONS,
  PAUSE_REASONS,
  SESSION_KINDS,
  type SessionKind,
} from '@lumus/contract/chat/chat-order';
import { DECLINE_REASONS } from '@lumus/contract/console/console-request';
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

export { SESSION_KINDS, type SessionKind };

/**
 * One paid session (an "order" of the spec) from request to end, of any `kind`. The queue token of
 * the spec is this row while it is `queued` or `accepted_by_consultant` (position, hold and expiry
 * live here), so "one open request or session per user" is a single partial unique index over every
 * kind and cannot be beaten by two concurrent requests. The table keeps its first name,
 * `chat_orders`, which the ledger references (`chat_order`) and idempotency keys (`chat:<id>:…`)
 * already carry (decision 029). Money columns are paise; the rate is frozen when it is created.
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
    kind: text({ enum: SESSION_KINDS }).notNull().default('chat'),
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
    /**
     * The wallet currency the rate and every amount of this order are in: the psychic's price in
     * it, frozen at the request (decision 045).
     */
    currency: text().notNull().default('INR'),
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
    /** Why the clock stands still while `pausedAt` is set (one pause at a time). */
    pauseReason: text({ enum: PAUSE_REASONS }),
    /** While paused for `consent`: the session ends, nothing charged, unless the user agrees by then. */
    consentDueAt: timestamp({ withTimezone: true }),
    /** When the user agreed to go on at the rate after the free minutes; asked once per session. */
    consentGivenAt: timestamp({ withTimezone: true }),
    /**
     * A call's audio as each side last reported it (`call:media`); billing runs only while both
     * are true. Always false for a chat.
     */
    userMediaUp: boolean().notNull().default(false),
    consultantMediaUp: boolean().notNull().default(false),
    endedAt: timestamp({ withTimezone: true }),
    endReason: text({ enum: CHAT_END_REASONS }),
    /** Why the psychic declined (`console-request.ts`); null unless status is a decline of theirs. */
    declineReason: text({ enum: DECLINE_REASONS }),
    declineNote: text(),
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
    check('chat_orders_kind', sql`${t.kind} in ('chat', 'call')`),
    check('chat_orders_pause_reason', sql`(${t.pausedAt} is null) = (${t.pauseReason} is null)`),
  ],
);

/**
 * When the last timed sweep of a kind of work started (by the database's clock), so instances
 * make one pass per interval between them (`sweep-lock.ts`, decision 029). One row per lock name.
 */
export const sessionSweeps = pgTable('session_sweeps', {
  name: text().primaryKey(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
});
