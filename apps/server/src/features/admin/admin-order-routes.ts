import {
  adminOrderResponseSchema,
  adminOrdersInputSchema,
  adminOrdersResponseSchema,
  adminRefundInputSchema,
  adminRefundResponseSchema,
} from '@lumus/contract/admin/admin-orders';
import { adminIdInputSchema } from '@lumus/contract/admin/admin-consultants';
import type { Database } from '../../lib/db/database';
import { signedInUser } from '../auth/request-user';
import { adminCall, type AdminRouteDeps } from './admin-call';
import { listAdminOrders, loadOrderDetail, refundOrder } from './admin-orders';
import type { WalletEvents } from '../wallet/wallet-events';
import { recordAudit } from './audit-log';

export function registerAdminOrderRoutes(
  route: AdminRouteDeps,
  deps: Readonly<{ db: Database; clock: () => Date; wallet: WalletEvents }>,
): void {
  const { db } = deps;

  adminCall(route, 'ordersList', {
    summary: 'Admin: chat orders by user, psychic, status and date (UTC days), newest first',
    input: adminOrdersInputSchema,
    output: adminOrdersResponseSchema,
  }).handle(async (input) => {
    const page = await listAdminOrders(db, input);
    return { status: 'success', data: { ...page, page: input.page, pageSize: input.pageSize } };
  });

  adminCall(route, 'orderGet', {
    summary: 'Admin: one chat with transcript, billing, ledger entries and refunds',
    input: adminIdInputSchema,
    output: adminOrderResponseSchema,
  }).handle(async ({ id }) => ({ status: 'success', data: await loadOrderDetail(db, id) }));

  adminCall(route, 'orderRefund', {
    summary: 'Admin: refunds all or part of an ended chat once, with a reason',
    input: adminRefundInputSchema,
    output: adminRefundResponseSchema,
  }).handle(async ({ id, amount, reason, requestId }, { request }) => {
    const admin = signedInUser(request);
    const before = await loadOrderDetail(db, id);
    const refundRequest = {
      chatId: id,
      amount,
      reason,
      requestId,
      adminUserId: admin.id,
      now: deps.clock(),
    };
    const given = await refundOrder(db, refundRequest, async (tx, applied) => {
      const after = await loadOrderDetail(tx, id);
      await recordAudit(tx, {
        adminUserId: admin.id,
        action: 'order.refund',
        targetType: 'chat_order',
        targetId: id,
        before: { billing: before.billing },
        after: { billing: after.billing, refund: applied },
      });
    });
    if (given.applied) await deps.wallet.changed(given.userId);
    const { refund } = given;
    return { status: 'success', data: { refund, detail: await loadOrderDetail(db, id) } };
  });
}
