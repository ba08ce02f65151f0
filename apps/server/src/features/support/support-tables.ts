import { SUPPORT_REASONS, SUPPORT_STATUSES } from '@lumus/contract/support/support';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { paymentLogs } from '../payments/payment-tables';
import { chatOrders } from '../sessions/session-tables';
import { users } from '../users/users-tables';

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

/** One message; `internal` marks a staff note the user never receives. */
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_conversation').on(t.conversationId, t.id),
    check('support_messages_text_length', sql`char_length(${t.text}) between 1 and 2000`),
    check('support_messages_note_by_staff', sql`not ${t.internal} or ${t.author} = 'staff'`),
  ],
);
