import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { consultants } from '../catalogue/catalogue-tables';
import { bytea } from '../uploads/uploads-tables';
import { users } from '../users/users-tables';

/**
 * ID documents and photos of psychic applications. Apart from the public `uploaded_files` on
 * purpose: these are served only through the authorised route, to their uploader and to staff.
 */
export const applicationFiles = pgTable(
  'application_files',
  {
    /** Random and unguessable, but never enough on its own: every read checks the caller. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: ['id_document', 'photo'] }).notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    content: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_files_user').on(t.userId)],
);

/** One application per account: a resubmission after changes were requested edits the same row. */
export const psychicApplications = pgTable(
  'psychic_applications',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: text({ enum: ['submitted', 'changes_requested', 'approved', 'rejected'] }).notNull(),
    displayName: text().notNull(),
    bio: text().notNull(),
    categories: text().array().notNull(),
    languages: text().array().notNull(),
    experienceYears: integer().notNull(),
    pricePerMinuteMinor: integer().notNull(),
    /** The currency of the proposed price: the market the applicant serves first (issue 27). */
    currency: text({ enum: ['INR', 'EUR'] })
      .notNull()
      .default('INR'),
    sampleAnswer: text().notNull(),
    idDocumentFileId: text()
      .notNull()
      .references(() => applicationFiles.id),
    photoFileId: text()
      .notNull()
      .references(() => applicationFiles.id),
    agreementVersion: text().notNull(),
    agreementAcceptedAt: timestamp({ withTimezone: true }).notNull(),
    reviewNote: text(),
    reviewedBy: integer().references(() => users.id),
    reviewedAt: timestamp({ withTimezone: true }),
    consultantId: integer().references(() => consultants.id),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('psychic_applications_user').on(t.userId),
    index('psychic_applications_queue').on(t.status, t.submittedAt),
  ],
);

/**
 * A psychic's request for a new chat price in one market's currency (INR: the India price on the
 * consultant; EUR: their euro price); the price changes only when the operator approves.
 */
export const priceChangeRequests = pgTable(
  'price_change_requests',
  {
    id: serial().primaryKey(),
    consultantId: integer()
      .notNull()
      .references(() => consultants.id),
    /** The currency both prices are in (decision 052); rows from before it are rupees. */
    currency: text().notNull().default('INR'),
    currentPriceMinor: integer().notNull(),
    requestedPriceMinor: integer().notNull(),
    status: text({ enum: ['pending', 'approved', 'rejected'] }).notNull(),
    note: text(),
    decidedBy: integer().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one waiting request per psychic and currency: a second ask replaces the first.
    uniqueIndex('price_change_requests_pending_currency')
      .on(t.consultantId, t.currency)
      .where(sql`${t.status} = 'pending'`),
    index('price_change_requests_queue').on(t.status, t.createdAt),
    check('price_change_requests_price_check', sql`${t.requestedPriceMinor} >= 0`),
    check('price_change_requests_currency', sql`${t.currency} in ('INR', 'EUR')`),
  ],
);
