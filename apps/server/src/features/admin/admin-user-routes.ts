import { userRoom } from '@lumus/contract/chat/chat-events';
import { eq } from 'drizzle-orm';
import type { RealtimeServer } from '../../lib/realtime/realtime';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { loadOrders } from '../sessions/order-view';
import { chatOrders } from '../sessions/session-tables';
import { type AdminRouteDeps } from './admin-call';
import { ledgerOfUser } from './admin-ledger';
import { paymentsOfUser } from './admin-payments';
import { findAdminUser, listAdminUsers, REASON_BLOCK_SELF, setBlocked } from './admin-users';
import { recordAudit } from './audit-log';
import {
  adminUserBlockCall,
  adminUserGetCall,
  adminUsersListCall,
} from '@lumus/contract/admin/admin-calls';
import { registerCall } from '../../lib/http/register-call';

/** How much history the user page shows of each kind. */
const HISTORY_LIMIT = 50;

async function userDetail(db: Database, id: number) {
  const user = await findAdminUser(db, id);
  const orders = await loadOrders(db, eq(chatOrders.userId, id));
  return {
    user,
    ledger: await ledgerOfUser(db, id, HISTORY_LIMIT),
    payments: await paymentsOfUser(db, id, HISTORY_LIMIT),
    orders: orders.reverse().slice(0, HISTORY_LIMIT),
  };
}

export function registerAdminUserRoutes(
  route: AdminRouteDeps,
  deps: Readonly<{ db: Database; io: RealtimeServer; clock: () => Date }>,
): void {
  const { db } = deps;

  registerCall(route.app, adminUsersListCall, async (input) => {
    const page = await listAdminUsers(db, input);
    return { ...page, page: input.page, pageSize: input.pageSize };
  });

  registerCall(route.app, adminUserGetCall, async ({ id }) => await userDetail(db, id));

  registerCall(route.app, adminUserBlockCall, async ({ id, blocked, reason }, { user }) => {
    const admin = user;
    if (blocked && id === admin.id) throw new CallFailure(409, REASON_BLOCK_SELF);
    await db.transaction(async (tx) => {
      const before = await findAdminUser(tx, id);
      await setBlocked(tx, id, blocked, deps.clock());
      const after = await findAdminUser(tx, id);
      await recordAudit(tx, {
        adminUserId: admin.id,
        action: blocked ? 'user.block' : 'user.unblock',
        targetType: 'user',
        targetId: id,
        before,
        after: { ...after, reason },
      });
    });
    // Sockets were authenticated at their handshake; a blocked user's open ones are closed now,
    // and a reconnect meets the guard, which refuses the blocked account.
    if (blocked) deps.io.in(userRoom(id)).disconnectSockets(true);
    return await userDetail(db, id);
  });
}
