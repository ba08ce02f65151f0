import { adminOrdersInputSchema } from '@lumus/contract/admin/admin-orders';
import type {
  AdminSupportConversation,
  AdminSupportDetail,
  adminSupportListInputSchema,
} from '@lumus/contract/support/support-admin-calls';
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { listAdminOrders, loadOrderDetail } from '../admin/admin-orders';
import { findAdminPayment, paymentsOfUser } from '../admin/admin-payments';
import { users } from '../users/users-tables';
import {
  conversationToWire,
  lastPublicMessages,
  messagesOf,
  noConversation,
} from './support-conversations';
import { ledgerOfUser } from '../admin/admin-ledger';
import type { SupportConfig } from './support-env';
import { goodwillOf } from './support-money';
import { supportConversations } from './support-tables';

/** How many of the user's newest orders and payments the conversation view shows. */
const RECENT = 10;

const assignee = alias(users, 'assignee');

function selectRows(db: Database) {
  return db
    .select({
      conversation: supportConversations,
      userName: users.name,
      countryCode: users.countryCode,
      mobile: users.mobile,
      assigneeName: assignee.name,
    })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .leftJoin(assignee, eq(assignee.id, supportConversations.assignedUserId));
}

type Row = Readonly<{
  conversation: typeof supportConversations.$inferSelect;
  userName: string | null;
  countryCode: string | null;
  mobile: string | null;
  assigneeName: string | null;
}>;

function rowToWire(row: Row, lastMessage: string): AdminSupportConversation {
  const c = row.conversation;
  return {
    ...conversationToWire(c, lastMessage),
    userId: c.userId,
    userName: row.userName,
    userMobile: row.mobile === null ? null : `+${row.countryCode ?? ''} ${row.mobile}`,
    assignedTo: c.assignedUserId === null ? null : { id: c.assignedUserId, name: row.assigneeName },
    unread: c.status !== 'resolved' && c.lastAuthor === 'user',
    firstResponseAt: c.firstResponseAt?.toISOString() ?? null,
    resolvedAt: c.resolvedAt?.toISOString() ?? null,
  };
}

/** The inbox: unread first, then oldest first, so nobody waits longest unseen. */
export async function listInbox(
  db: Database,
  input: z.output<typeof adminSupportListInputSchema>,
  staffUserId: number,
): Promise<{ items: AdminSupportConversation[]; total: number }> {
  const where: SQL[] = [];
  if (input.reason !== undefined) where.push(eq(supportConversations.reason, input.reason));
  where.push(
    input.status === undefined
      ? ne(supportConversations.status, 'resolved')
      : eq(supportConversations.status, input.status),
  );
  if (input.mine === true) where.push(eq(supportConversations.assignedUserId, staffUserId));
  const condition = and(...where);
  const unreadFirst = sql`case when ${supportConversations.lastAuthor} = 'user' and ${supportConversations.status} <> 'resolved' then 0 else 1 end`;
  const rows = await selectRows(db)
    .where(condition)
    .orderBy(unreadFirst, asc(supportConversations.createdAt), asc(supportConversations.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const last = await lastPublicMessages(
    db,
    rows.map((row) => row.conversation.id),
  );
  const [counted] = await db.select({ total: count() }).from(supportConversations).where(condition);
  return {
    items: rows.map((row) => rowToWire(row, last.get(row.conversation.id) ?? '')),
    total: counted?.total ?? 0,
  };
}

/** One conversation with notes, and the facts beside it from the existing admin look-ups. */
export async function loadStaffDetail(
  db: Database,
  id: number,
  config: SupportConfig,
): Promise<AdminSupportDetail> {
  const [row] = await selectRows(db).where(eq(supportConversations.id, id));
  if (row === undefined) throw noConversation(id);
  const c = row.conversation;
  const messages = await messagesOf(db, id, 'staff');
  const lastPublic = messages.filter((message) => !message.internal).at(-1)?.text ?? '';
  const orders = await listAdminOrders(
    db,
    adminOrdersInputSchema.parse({ userId: c.userId, pageSize: RECENT }),
  );
  return {
    conversation: rowToWire(row, lastPublic),
    messages,
    imageMaxBytes: config.imageMaxBytes,
    recentOrders: orders.items,
    recentPayments: await paymentsOfUser(db, c.userId, RECENT),
    recentLedger: await ledgerOfUser(db, c.userId, RECENT),
    linkedOrder: c.chatOrderId === null ? null : await loadOrderDetail(db, c.chatOrderId),
    linkedPayment: c.paymentLogId === null ? null : await findAdminPayment(db, c.paymentLogId),
    goodwill: await goodwillOf(db, { id, userId: c.userId }, config.goodwillLimitMinor),
  };
}

/** Only what an audit row needs of a conversation: its state, not its messages. */
export async function conversationState(db: Database, id: number) {
  const [row] = await db
    .select({
      status: supportConversations.status,
      assignedUserId: supportConversations.assignedUserId,
      firstResponseAt: supportConversations.firstResponseAt,
      resolvedAt: supportConversations.resolvedAt,
    })
    .from(supportConversations)
    .where(eq(supportConversations.id, id));
  if (row === undefined) throw noConversation(id);
  return row;
}
