import {
  SUPPORT_IMAGE_TYPES,
  SUPPORT_REASONS,
  SUPPORT_STATUSES,
} from '@lumus/contract/support/support';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paymentLogs } from '../payments/payment-tables';
import { bytea } from '../uploads/uploads-tables';
import { chatOrders } from '../sessions/session-tables';
import { users } from '../users/users-tables';
import { walletEntries } from '../wallet/wallet-tables';

/**
 * A user's conversation with the Lumus team (issue 24), maybe about one of their chats/calls or
 * payments. `firstResponseAt` and `resolvedAt` are kept for the response-time figures to come.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    reason: text({ enum: SUPPORT_REASONS }).notNull(),
    status: text({ enum: SUPPORT_STATUSES }).notNull().default('open'),
    chatOrderId: integer().references(() => chatOrders.id),
    paymentLogId: integer().references(() => paymentLogs.id),
    assignedUserId: integer().references(() => users.id),
    /** Set by each message: the user's writes last means staff have something unread. */
    lastAuthor: text({ enum: ['user', 'staff'] })
      .notNull()
      .default('user'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    firstResponseAt: timestamp({ withTimezone: true }),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('support_conversations_user').on(t.userId, t.id),
    index('support_conversations_inbox').on(t.status, t.createdAt),
  ],
);

/**
 * An image sent in a support message. Apart from the public `uploaded_files` on purpose: served
 * only through the authorised route, to the conversation's owner (never a note's) and to staff.
 */
export const supportImages = pgTable(
  'support_images',
  {
    /** Random and unguessable, but never enough on its own: every read checks the caller. */
    id: text().primaryKey(),
    uploadedBy: integer()
      .notNull()
      .references(() => users.id),
    contentType: text({ enum: SUPPORT_IMAGE_TYPES }).notNull(),
    sizeBytes: integer().notNull(),
    content: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('support_images_size', sql`${t.sizeBytes} > 0`)],
);

/**
 * One message; `internal` marks a staff note the user never receives. Its text may be empty only
 * when it carries an image.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer()
      .notNull()
      .references(() => supportConversations.id),
    authorUserId: integer()
      .notNull()
      .references(() => users.id),
    author: text({ enum: ['user', 'staff'] }).notNull(),
    text: text().notNull(),
    internal: boolean().notNull().default(false),
    imageId: text().references(() => supportImages.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_conversation').on(t.conversationId, t.id),
    uniqueIndex('support_messages_image').on(t.imageId),
    check(
      'support_messages_text_length',
      sql`char_length(${t.text}) between 1 and 2000 or (${t.text} = '' and ${t.imageId} is not null)`,
    ),
    check('support_messages_note_by_staff', sql`not ${t.internal} or ${t.author} = 'staff'`),
  ],
);

/**
 * A goodwill credit given in a conversation (issue 24): the wallet entry is the money, this row
 * says why and who, and its request id makes a repeated request find the first credit.
 */
export const supportCredits = pgTable(
  'support_credits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer()
      .notNull()
      .references(() => supportConversations.id),
    walletEntryId: integer()
      .notNull()
      .references(() => walletEntries.id),
    amountMinor: integer().notNull(),
    reason: text().notNull(),
    staffUserId: integer()
      .notNull()
      .references(() => users.id),
    requestId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_credits_request').on(t.requestId),
    index('support_credits_conversation').on(t.conversationId),
    check('support_credits_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
