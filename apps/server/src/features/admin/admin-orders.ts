import type {
  AdminOrderDetail,
  AdminOrderRow,
  AdminRefund,
  adminOrdersInputSchema,
} from '@lumus/contract/admin/admin-orders';
import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import { and, asc, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { consultants } from '../catalogue/catalogue-tables';
import { orderToWire } from '../sessions/order-view';
import { chatIntakeForms, chatOrders } from '../sessions/session-tables';
import { chatMessages, chatRatings } from '../chat/chat-tables';
import { searchName } from '../catalogue/search-name';
import { containsPattern } from './admin-search';
import { userSearchCondition } from './admin-users';
import { missedRequest } from '../sessions/missed-requests';
import { refundedTotals, refundSession } from '../sessions/session-refunds';
import { users } from '../users/users-tables';
import { ledgerFor } from './admin-ledger';
import { adminRefunds } from './admin-tables';
import { dayBound } from './audit-log';

async function loadRows(
  db: Database,
  where: SQL | undefined,
  page?: { page: number; pageSize: number },
) {
  const query = db
    .select({
      order: chatOrders,
      displayName: consultants.displayName,
      slug: consultants.slug,
      intake: chatIntakeForms,
      userName: users.name,
      countryCode: users.countryCode,
      mobile: users.mobile,
    })
    .from(chatOrders)
    .innerJoin(consultants, eq(consultants.id, chatOrders.consultantId))
    .innerJoin(users, eq(users.id, chatOrders.userId))
    .leftJoin(chatIntakeForms, eq(chatIntakeForms.id, chatOrders.intakeFormId))
    .where(where)
    .orderBy(desc(chatOrders.id));
  const rows =
    page === undefined
      ? await query
      : await query.limit(page.pageSize).offset((page.page - 1) * page.pageSize);
  const refunded = await refundedTotals(
    db,
    rows.map((row) => row.order.id),
  );
  return rows.map((row): AdminOrderRow => ({
    ...orderToWire(row.order, row, row.intake),
    userName: row.userName,
    userMobile: row.mobile === null ? null : `+${row.countryCode ?? ''} ${row.mobile}`,
    refundedAmount: refunded.get(row.order.id) ?? 0,
    declineReason: row.order.declineReason,
    declineNote: row.order.declineNote,
  }));
}

export async function listAdminOrders(
  db: Database,
  input: z.output<typeof adminOrdersInputSchema>,
): Promise<{ items: AdminOrderRow[]; total: number }> {
  const where: SQL[] = [];
  if (input.userId !== undefined) where.push(eq(chatOrders.userId, input.userId));
  if (input.consultantId !== undefined) where.push(eq(chatOrders.consultantId, input.consultantId));
  if (input.psychic !== undefined) {
    where.push(like(consultants.searchName, containsPattern(searchName(input.psychic))));
  }
  const user = userSearchCondition(input.user);
  if (user !== undefined) where.push(user);
  if (input.status === 'missed') where.push(missedRequest);
  else if (input.status !== undefined) where.push(eq(chatOrders.status, input.status));
  if (input.from !== undefined) where.push(gte(chatOrders.createdAt, dayBound(input.from)));
  if (input.to !== undefined) where.push(lt(chatOrders.createdAt, dayBound(input.to, true)));
  const condition = and(...where);
  const items = await loadRows(db, condition, input);
  const [counted] = await db
    .select({ total: count() })
    .from(chatOrders)
    .innerJoin(consultants, eq(consultants.id, chatOrders.consultantId))
    .innerJoin(users, eq(users.id, chatOrders.userId))
    .where(condition);
  return { items, total: counted?.total ?? 0 };
}

function refundToWire(row: typeof adminRefunds.$inferSelect): AdminRefund {
  return {
    id: row.id,
    amount: row.amountMinor,
    reason: row.reason,
    adminUserId: row.adminUserId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function loadOrderDetail(db: Database, chatId: number): Promise<AdminOrderDetail> {
  const [order] = await loadRows(db, eq(chatOrders.id, chatId));
  if (order === undefined) throw new CallFailure(404, `No chat with id ${chatId}.`);
  const messages = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.chatOrderId, chatId))
    .orderBy(asc(chatMessages.seq));
  const refunds = await db
    .select()
    .from(adminRefunds)
    .where(eq(adminRefunds.chatOrderId, chatId))
    .orderBy(asc(adminRefunds.id));
  const [share] = await db
    .select({ percent: chatOrders.platformSharePercent })
    .from(chatOrders)
    .where(eq(chatOrders.id, chatId));
  const [rated] = await db.select().from(chatRatings).where(eq(chatRatings.chatOrderId, chatId));
  return {
    order,
    rating:
      rated === undefined
        ? null
        : { rating: rated.rating, review: rated.review, createdAt: rated.createdAt.toISOString() },
    billing: {
      ratePerMinute: order.ratePerMinute,
      freeSeconds: order.freeSeconds,
      billedSeconds: order.billedSeconds,
      charged: order.amountCharged,
      platformSharePercent: share?.percent ?? 0,
      consultantEarnings: order.consultantEarnings,
      refunded: order.refundedAmount,
      refundable: Math.max(0, order.amountCharged - order.refundedAmount),
    },
    messages: messages.map((row): ChatMessage => ({
      chatId: row.chatOrderId,
      seq: row.seq,
      clientId: row.clientId,
      senderRole: row.senderRole,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      readAt: row.readAt?.toISOString() ?? null,
    })),
    ledger: await ledgerFor(db, 'chat_order', chatId),
    refunds: refunds.map(refundToWire),
  };
}

export const REASON_REFUND_REQUEST_REUSED =
  'This refund request id was already used for a different refund.';

export type RefundRequest = Readonly<{
  chatId: number;
  amount: number;
  reason: string;
  requestId: string;
  adminUserId: number;
  now: Date;
}>;

/**
 * Gives back part or all of a chat's charge through the sessions' one refund (`refundSession`: the
 * row lock, the limit, the ledger entry and the psychic's earnings) and records it as the admin's
 * (`admin_refunds`, the audit row), in one transaction. A resent request (same `requestId`) returns
 * the first refund and pays nothing.
 */
export async function refundOrder(
  db: Database,
  request: RefundRequest,
  /** Runs inside the refund's transaction once it is applied (the audit row). */
  onApplied: (tx: Database, refund: AdminRefund) => Promise<void>,
): Promise<{ refund: AdminRefund; applied: boolean; userId: number }> {
  const earlier = await findRefundByRequest(db, request);
  if (earlier !== undefined) return { ...earlier, applied: false };
  return db.transaction(async (tx) => {
    const given = await refundSession(tx, {
      chatId: request.chatId,
      amount: request.amount,
      idempotencyKey: `admin-refund:${request.requestId}`,
      platformFault: false,
      reason: request.reason,
      at: request.now,
    });
    // The session's row lock is held now: a concurrent resend waited for it and finds the first.
    const again = await findRefundByRequest(tx, request);
    if (again !== undefined) return { ...again, applied: false };
    if (given.entry === null) throw new Error('an admin refund of 0 paise reached the ledger');
    const [row] = await tx
      .insert(adminRefunds)
      .values({
        chatOrderId: request.chatId,
        userId: given.userId,
        adminUserId: request.adminUserId,
        amountMinor: request.amount,
        reason: request.reason,
        requestId: request.requestId,
        walletEntryId: given.entry.id,
      })
      .returning();
    if (row === undefined) throw new Error('refund insert returned nothing');
    const refund = refundToWire(row);
    await onApplied(tx, refund);
    return { refund, applied: true, userId: given.userId };
  });
}

async function findRefundByRequest(
  db: Database,
  request: RefundRequest,
): Promise<{ refund: AdminRefund; userId: number } | undefined> {
  const [row] = await db
    .select()
    .from(adminRefunds)
    .where(eq(adminRefunds.requestId, request.requestId));
  if (row === undefined) return undefined;
  if (row.chatOrderId !== request.chatId || row.amountMinor !== request.amount) {
    throw new CallFailure(409, REASON_REFUND_REQUEST_REUSED);
  }
  return { refund: refundToWire(row), userId: row.userId };
}
