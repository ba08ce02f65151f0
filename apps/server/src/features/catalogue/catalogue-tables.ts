import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The psychics and astrologers of the catalogue. `categories` and `languages` hold the contract's
 * keys (GIN-indexed for the list filters); `searchName` is the display name lower-cased without
 * accents, so name search ignores both without a database extension. `userId` will link a
 * consultant to the account they sign in to the console with (added by the console issue).
 */
export const consultants = pgTable(
  'consultants',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    displayName: text().notNull(),
    searchName: text().notNull(),
    photoPath: text().notNull(),
    bioEn: text().notNull(),
    bioDe: text().notNull(),
    categories: text().array().notNull(),
    languages: text().array().notNull(),
    experienceYears: integer().notNull(),
    /** Integer INR paise per minute of chat: the India price (other currencies: consultantPrices). */
    pricePerMinuteMinor: integer().notNull(),
    /**
     * False: the psychic does not serve the rupee market (hidden there, not bookable), e.g. one who
     * only serves Germany at a euro price (decision 045).
     */
    servesInr: boolean().notNull().default(true),
    /** Integer INR paise per minute of a voice call, set by the operator; null: takes no calls. */
    callPricePerMinuteMinor: integer(),
    /** The psychic's "available for calls" switch in the console (only with a call price). */
    acceptsCalls: boolean().notNull().default(false),
    /** Average review rating, 0 when there are none. */
    rating: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    orderCount: integer().notNull().default(0),
    status: text({ enum: ['online', 'busy', 'offline'] })
      .notNull()
      .default('offline'),
    statusChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: integer(),
    /** Null: the server's PLATFORM_SHARE_PERCENT applies to this consultant's chats. */
    platformSharePercent: integer(),
    /** Set by an admin: hidden from every public list and profile, takes no new chats. */
    suspendedAt: timestamp({ withTimezone: true }),
    /**
     * When the operator checked this psychic's identity (an approved application's ID document, or
     * set in admin); null: not checked. Cards and profiles show "Verified" (decision 048).
     */
    identityVerifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consultants_categories_idx').using('gin', table.categories),
    index('consultants_languages_idx').using('gin', table.languages),
    index('consultants_status_idx').on(table.status),
    index('consultants_price_idx').on(table.pricePerMinuteMinor, table.id),
    index('consultants_rating_idx').on(table.rating, table.id),
    index('consultants_experience_idx').on(table.experienceYears, table.id),
    // Every psychic's socket connection and console page finds its psychic by account (decision 058).
    index('consultants_user_idx').on(table.userId),
    check('consultants_price_check', sql`${table.pricePerMinuteMinor} >= 0`),
    check('consultants_call_price_check', sql`${table.callPricePerMinuteMinor} >= 0`),
    check('consultants_status_check', sql`${table.status} in ('online', 'busy', 'offline')`),
  ],
);

/**
 * A psychic's price per minute in a currency other than the rupee, set by the operator
 * (decision 045). A psychic without a row for a currency is neither listed nor bookable for viewers
 * of that currency: no price is ever converted.
 */
export const consultantPrices = pgTable(
  'consultant_prices',
  {
    consultantId: integer()
      .notNull()
      .references(() => consultants.id),
    currency: text().notNull(),
    /** Integer minor units (cents) per minute of chat. */
    chatPerMinuteMinor: integer().notNull(),
    /** Per minute of a voice call; null: no calls in this currency. */
    callPerMinuteMinor: integer(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.consultantId, t.currency] }),
    index('consultant_prices_currency_idx').on(t.currency, t.chatPerMinuteMinor),
    check('consultant_prices_currency_check', sql`${t.currency} in ('EUR')`),
    check('consultant_prices_chat_check', sql`${t.chatPerMinuteMinor} >= 0`),
    check('consultant_prices_call_check', sql`${t.callPerMinuteMinor} >= 0`),
  ],
);

/** Curated lists such as "Love & relationships" shown at `chat-with-psychic/<title>/<id>`. */
export const consultantGroups = pgTable('consultant_groups', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  titleEn: text().notNull(),
  titleDe: text().notNull(),
  sortOrder: integer().notNull().default(0),
});

export const consultantGroupMembers = pgTable(
  'consultant_group_members',
  {
    groupId: integer()
      .notNull()
      .references(() => consultantGroups.id, { onDelete: 'cascade' }),
    consultantId: integer()
      .notNull()
      .references(() => consultants.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.consultantId] }),
    index('consultant_group_members_consultant_idx').on(table.consultantId),
  ],
);

export const consultantGalleryImages = pgTable(
  'consultant_gallery_images',
  {
    id: serial().primaryKey(),
    consultantId: integer()
      .notNull()
      .references(() => consultants.id, { onDelete: 'cascade' }),
    imagePath: text().notNull(),
    captionEn: text().notNull(),
    captionDe: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [index('consultant_gallery_images_consultant_idx').on(table.consultantId)],
);

/**
 * Reviews of a consultant. `chatOrderId` is the chat the review is about (a user's rating, at
 * most one per chat); seeded demo reviews have none.
 */
export const consultantReviews = pgTable(
  'consultant_reviews',
  {
    id: serial().primaryKey(),
    consultantId: integer()
      .notNull()
      .references(() => consultants.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    text: text().notNull(),
    language: text().notNull(),
    authorFirstName: text().notNull(),
    chatOrderId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The psychic's one public reply (decision 037); written once, never edited. */
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('consultant_reviews_profile_idx').on(table.consultantId, table.createdAt, table.id),
    uniqueIndex('consultant_reviews_chat_order_idx').on(table.chatOrderId),
    check('consultant_reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * Who talked to whom: one row per user and consultant, kept by the chat feature when a chat order
 * ends (`recordConsultation`). `order/history/get/consultant/list/v2` reads it.
 */
export const consultations = pgTable(
  'consultations',
  {
    userId: integer().notNull(),
    consultantId: integer()
      .notNull()
      .references(() => consultants.id, { onDelete: 'cascade' }),
    consultationCount: integer().notNull().default(1),
    lastConsultedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.consultantId] }),
    index('consultations_user_recent_idx').on(table.userId, table.lastConsultedAt),
  ],
);
