import { adminIdInputSchema } from '@lumus/contract/admin/admin-consultants';
import {
  adminUserBlockInputSchema,
  adminUserResponseSchema,
  adminUsersInputSchema,
  adminUsersResponseSchema,
} from '@lumus/contract/admin/admin-users';
import { userRoom } from '@lumus/contract/chat/chat-events';
import { eq } from 'drizzle-orm';
import type { RealtimeServer } from '../../lib/realtime/realtime';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { signedInUser } from '../auth/request-user';
import { loadOrders } from '../sessions/order-view';
import { chatOrders } from '../sessions/session-tables';
import { adminCall, type AdminRouteDeps } from './admin-call';
import { ledgerOfUser } from './admin-ledger';
import { paymentsOfUser } from './admin-payments';
import { findAdminUser, listAdminUsers, REASON_BLOCK_SELF, setBlocked } from './admin-users';
import { recordAudit } from './audit-log';

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

  adminCall(route, 'usersList', {
    summary: 'Admin: accounts by name, e-mail, number or #id, newest first, with balances',
    input: adminUsersInputSchema,
    output: adminUsersResponseSchema,
  }).handle(async (input) => {
    const page = await listAdminUsers(db, input);
    return { status: 'success', data: { ...page, page: input.page, pageSize: input.pageSize } };
  });

  adminCall(route, 'userGet', {
    summary: 'Admin: one account with wallet ledger, payments and chats',
    input: adminIdInputSchema,
    output: adminUserResponseSchema,
  }).handle(async ({ id }) => ({ status: 'success', data: await userDetail(db, id) }));

  adminCall(route, 'userBlock', {
    summary: 'Admin: blocks an account (its tokens stop working at once) or unblocks it',
    input: adminUserBlockInputSchema,
    output: adminUserResponseSchema,
  }).handle(async ({ id, blocked, reason }, { request }) => {
    const admin = signedInUser(request);
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
    return { status: 'success', data: await userDetail(db, id) };
  });
}
