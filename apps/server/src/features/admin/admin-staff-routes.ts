import type { StaffMember } from '@lumus/contract/staff/staff-calls';
import {
  adminStaffAddCall,
  adminStaffListCall,
  adminStaffRemoveCall,
} from '@lumus/contract/staff/staff-calls';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { registerCall } from '../../lib/http/register-call';
import { users } from '../users/users-tables';
import type { AdminRouteDeps } from './admin-call';
import { recordAudit } from './audit-log';
import { grantAdmin, REASON_PSYCHIC_NOT_AGENT } from './grant-admin';

export const REASON_ONLY_AGENTS_REMOVED =
  'Only a support agent can be removed here; an admin stays an admin.';

async function listStaff(db: Database): Promise<{ items: StaffMember[] }> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      countryCode: users.countryCode,
      mobile: users.mobile,
      role: users.role,
    })
    .from(users)
    .where(inArray(users.role, ['admin', 'support']))
    .orderBy(asc(users.role), asc(users.name), asc(users.id));
  return {
    items: rows.flatMap((row) =>
      row.role === 'admin' || row.role === 'support' ? [{ ...row, role: row.role }] : [],
    ),
  };
}

/**
 * The Lumus team in the admin console (issue 24): admins see who works there and add or remove
 * support agents. Role changes apply to the next call at once (the guard reads the role per call).
 */
export function registerAdminStaffRoutes(
  route: AdminRouteDeps,
  deps: Readonly<{ db: Database }>,
): void {
  const { db } = deps;

  registerCall(route.app, adminStaffListCall, async () => listStaff(db));

  registerCall(route.app, adminStaffAddCall, async (input, { user: admin }) => {
    let granted;
    try {
      granted = await grantAdmin(db, input, 'support');
    } catch (error) {
      // grantAdmin explains every refusal in words meant for the person asking: a psychic's
      // account is a conflict, anything else (a number that cannot be a phone) bad input.
      const reason = error instanceof Error ? error.message : String(error);
      throw new CallFailure(reason === REASON_PSYCHIC_NOT_AGENT ? 409 : 400, reason);
    }
    if (!granted.wasAdmin) {
      await recordAudit(db, {
        adminUserId: admin.id,
        action: 'staff.add',
        targetType: 'user',
        targetId: granted.userId,
        before: null,
        after: { role: granted.role, name: granted.name },
      });
    }
    return listStaff(db);
  });

  registerCall(route.app, adminStaffRemoveCall, async ({ userId }, { user: admin }) => {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (row === undefined) throw new CallFailure(404, `No user with id ${userId}.`);
      if (row.role !== 'support') throw new CallFailure(409, REASON_ONLY_AGENTS_REMOVED);
      await tx.update(users).set({ role: 'user' }).where(eq(users.id, userId));
      await recordAudit(tx, {
        adminUserId: admin.id,
        action: 'staff.remove',
        targetType: 'user',
        targetId: userId,
        before: { role: 'support' },
        after: { role: 'user' },
      });
    });
    return listStaff(db);
  });
}
