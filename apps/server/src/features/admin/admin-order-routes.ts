import type { Database } from '../../lib/db/database';
import { type AdminRouteDeps } from './admin-call';
import { listAdminOrders, loadOrderDetail, refundOrder } from './admin-orders';
import type { WalletEvents } from '../wallet/wallet-events';
import { recordAudit } from './audit-log';
import {
  adminOrderGetCall,
  adminOrderRefundCall,
  adminOrdersListCall,
} from '@lumus/contract/admin/admin-calls';
import { registerCall } from '../../lib/http/register-call';

export function registerAdminOrderRoutes(
  route: AdminRouteDeps,
  deps: Readonly<{ db: Database; clock: () => Date; wallet: WalletEvents }>,
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
    async ({ id, amount, reason, requestId }, { user: admin }) => {
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
      return { refund: given.refund, detail: await loadOrderDetail(db, id) };
    },
  );
}
