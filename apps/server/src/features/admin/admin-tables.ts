import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { chatOrders } from '../sessions/session-tables';
import { users } from '../users/users-tables';
import { walletEntries } from '../wallet/wallet-tables';

/** Every admin action: who did what to which record, when, with the record before and after. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    adminUserId: integer()
      .notNull()
      .references(() => users.id),
    /** `<area>.<verb>`, e.g. `consultant.update`, `order.refund`, `user.block`. */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_newest').on(t.id),
    index('admin_audit_log_target').on(t.targetType, t.targetId),
    index('admin_audit_log_admin').on(t.adminUserId, t.id),
  ],
);

/**
 * Refunds an admin gave for a chat, full or partial, each with its reason and its ledger entry.
 * `requestId` (from the refund form) makes a resent refund find the first instead of paying twice.
 */
export const adminRefunds = pgTable(
  'admin_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    chatOrderId: integer()
      .notNull()
      .references(() => chatOrders.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    adminUserId: integer()
      .notNull()
      .references(() => users.id),
    amountMinor: integer().notNull(),
    reason: text().notNull(),
    requestId: text().notNull(),
    walletEntryId: integer()
      .notNull()
      .references(() => walletEntries.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admin_refunds_request').on(t.requestId),
    index('admin_refunds_order').on(t.chatOrderId),
  ],
);
