import type {
  AdminOrderDetail,
  AdminOrderRow,
  AdminRefund,
  adminOrdersInputSchema,
} from '@lumus/contract/admin/admin-orders';
import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { consultants } from '../catalogue/catalogue-tables';
import { orderToWire } from '../chat/chat-order-view';
import { chatIntakeForms, chatMessages, chatOrders } from '../chat/chat-tables';
import { missedRequest } from '../chat/missed-requests';
import { users } from '../users/users-tables';
import { applyWalletEntry } from '../wallet/wallet-ledger';
import { walletEntries } from '../wallet/wallet-tables';
import { ledgerFor } from './admin-ledger';
import { adminRefunds } from './admin-tables';
import { dayBound } from './audit-log';

/** Every refund of a chat counts, the platform's own (`chat:<id>:refund`) as well as admins'. */
async function refundedTotals(db: Database, chatIds: number[]): Promise<Map<number, number>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .select({
      chatId: walletEntries.referenceId,
      total: sql<number>`coalesce(sum(${walletEntries.amountMinor}), 0)`.mapWith(Number),
    })
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.kind, 'refund'),
        eq(walletEntries.referenceType, 'chat_order'),
        inArray(walletEntries.referenceId, chatIds.map(String)),
      ),
    )
    .groupBy(walletEntries.referenceId);
  return new Map(rows.map((row) => [Number(row.chatId), row.total]));
}

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
  }));
}

export async function listAdminOrders(
  db: Database,
  input: z.output<typeof adminOrdersInputSchema>,
): Promise<{ items: AdminOrderRow[]; total: number }> {
  const where: SQL[] = [];
  if (input.userId !== undefined) where.push(eq(chatOrders.userId, input.userId));
  if (input.consultantId !== undefined) where.push(eq(chatOrders.consultantId, input.consultantId));
  if (input.status === 'missed') where.push(missedRequest);
  else if (input.status !== undefined) where.push(eq(chatOrders.status, input.status));
  if (input.from !== undefined) where.push(gte(chatOrders.createdAt, dayBound(input.from)));
  if (input.to !== undefined) where.push(lt(chatOrders.createdAt, dayBound(input.to, true)));
  const condition = and(...where);
  const items = await loadRows(db, condition, input);
  const [counted] = await db.select({ total: count() }).from(chatOrders).where(condition);
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
  return {
    order,
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

export const REASON_REFUND_TOO_LARGE = 'This refund is more than what is left of the charge.';
export const REASON_REFUND_NOT_ENDED = 'Only an ended chat can be refunded.';
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
 * Gives back part or all of a chat's charge: one `refund` ledger entry and one `admin_refunds` row,
 * in one transaction. The chat row is locked first, so two refunds of one chat queue behind each
 * other and the second sees the first; together they can never exceed the charge. A resent request
 * (same `requestId`) returns the first refund and pays nothing.
 */
export async function refundOrder(
  db: Database,
  request: RefundRequest,
  /** Runs inside the refund's transaction once it is applied (the audit row). */
  onApplied: (tx: Database, refund: AdminRefund) => Promise<void>,
): Promise<{ refund: AdminRefund; applied: boolean }> {
  const earlier = await findRefundByRequest(db, request);
  if (earlier !== undefined) return { refund: earlier, applied: false };
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(chatOrders)
      .where(eq(chatOrders.id, request.chatId))
      .for('update');
    if (order === undefined) throw new CallFailure(404, `No chat with id ${request.chatId}.`);
    if (order.status !== 'ended') throw new CallFailure(409, REASON_REFUND_NOT_ENDED);
    const again = await findRefundByRequest(tx, request);
    if (again !== undefined) return { refund: again, applied: false };
    const refunded = (await refundedTotals(tx, [order.id])).get(order.id) ?? 0;
    if (request.amount > order.amountChargedMinor - refunded) {
      throw new CallFailure(409, REASON_REFUND_TOO_LARGE);
    }
    const { entry } = await applyWalletEntry(tx, {
      userId: order.userId,
      kind: 'refund',
      amountMinor: request.amount,
      reference: { type: 'chat_order', id: String(order.id) },
      idempotencyKey: `admin-refund:${request.requestId}`,
    });
    const [row] = await tx
      .insert(adminRefunds)
      .values({
        chatOrderId: order.id,
        userId: order.userId,
        adminUserId: request.adminUserId,
        amountMinor: request.amount,
        reason: request.reason,
        requestId: request.requestId,
        walletEntryId: entry.id,
      })
      .returning();
    if (row === undefined) throw new Error('refund insert returned nothing');
    // The psychic's earnings shrink with what the user got back, in the same share.
    const remaining = order.amountChargedMinor - refunded - request.amount;
    const earnings = Math.floor((remaining * (100 - order.platformSharePercent)) / 100);
    await tx
      .update(chatOrders)
      .set({
        consultantEarningsMinor: Math.min(order.consultantEarningsMinor, earnings),
        ...(remaining === 0 && order.refundedAt === null ? { refundedAt: request.now } : {}),
      })
      .where(eq(chatOrders.id, order.id));
    const refund = refundToWire(row);
    await onApplied(tx, refund);
    return { refund, applied: true };
  });
}

async function findRefundByRequest(
  db: Database,
  request: RefundRequest,
): Promise<AdminRefund | undefined> {
  const [row] = await db
    .select()
    .from(adminRefunds)
    .where(eq(adminRefunds.requestId, request.requestId));
  if (row === undefined) return undefined;
  if (row.chatOrderId !== request.chatId || row.amountMinor !== request.amount) {
    throw new CallFailure(409, REASON_REFUND_REQUEST_REUSED);
  }
  return refundToWire(row);
}
