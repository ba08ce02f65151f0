import type { Database } from '../../lib/db/database';
import { type AdminRouteDeps } from './admin-call';
import { listAdminOrders, loadOrderDetail, refundOrder } from './admin-orders';
import { recordAudit } from './audit-log';
import {
  adminOrderGetCall,
  adminOrderRefundCall,
  adminOrdersListCall,
} from '@lumus/contract/admin/admin-calls';
import { registerCall } from '../../lib/http/register-call';

export function registerAdminOrderRoutes(
  route: AdminRouteDeps,
  deps: Readonly<{ db: Database; clock: () => Date }>,
): void {
  const { db } = deps;

  registerCall(route.app, adminOrdersListCall, async (input) => {
    const page = await listAdminOrders(db, input);
    return { ...page, page: input.page, pageSize: input.pageSize };
  });

  registerCall(route.app, adminOrderGetCall, async ({ id }) => await loadOrderDetail(db, id));

  registerCall(
    route.app,
    adminOrderRefundCall,
    async ({ id, amount, reason, requestId }, { user }) => {
      const admin = user;
      const before = await loadOrderDetail(db, id);
      const refundRequest = {
        chatId: id,
        amount,
        reason,
        requestId,
        adminUserId: admin.id,
        now: deps.clock(),
      };
      const { refund } = await refundOrder(db, refundRequest, async (tx, applied) => {
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
      return { refund, detail: await loadOrderDetail(db, id) };
    },
  );
}
