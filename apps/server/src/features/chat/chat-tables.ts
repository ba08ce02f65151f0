import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { consultants } from '../catalogue/catalogue-tables';
import { chatOrders } from '../sessions/session-tables';
import { users } from '../users/users-tables';

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
    // No index names delivered_at or read_at, not even in a predicate: a receipt then rewrites its
    // message where it lies (a HOT update) instead of adding it to every index again. Receipts find
    // a chat's unread messages by seq, from where the socket's last receipt left off (decision 070).
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
