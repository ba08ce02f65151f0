import type { RealtimeServer } from '../../lib/realtime/realtime';
import type { Database } from '../../lib/db/database';
import { notifyCatalogueChange } from '../catalogue/catalogue-changes';
import { applyConsultantSuspension } from '../chat/console-suspension';
import { CallFailure } from '../../lib/http/call-failure';
import { adminConsultantForceOfflineCall } from '@lumus/contract/admin/admin-consultant-offline';
import { adminConsultantVerifiedSetCall } from '@lumus/contract/admin/admin-consultant-verified';
import { eq } from 'drizzle-orm';
import { consultants } from '../catalogue/catalogue-tables';
import { type AdminRouteDeps } from './admin-call';
import { forceOfflineNow } from './admin-force-offline';
import {
  createConsultant,
  findAdminConsultant,
  listAdminConsultants,
  setSuspended,
  updateConsultant,
} from './admin-consultants';
import { auditedChange, recordAudit } from './audit-log';
import {
  adminConsultantCreateCall,
  adminConsultantUpdateCall,
  adminConsultantGetCall,
  adminConsultantSuspendCall,
  adminConsultantsListCall,
} from '@lumus/contract/admin/admin-calls';
import { registerCall } from '../../lib/http/register-call';

export function registerAdminConsultantRoutes(
  route: AdminRouteDeps,
  deps: Readonly<{ db: Database; io: RealtimeServer; clock: () => Date }>,
): void {
  const { db } = deps;

  registerCall(route.app, adminConsultantsListCall, async (input) => {
    const page = await listAdminConsultants(db, input);
    return { ...page, page: input.page, pageSize: input.pageSize };
  });

  registerCall(
    route.app,
    adminConsultantGetCall,
    async ({ id }) => await findAdminConsultant(db, id),
  );

  /** An audited change of a psychic; the list caches hear of it once it is committed. */
  async function changeConsultant(
    adminUserId: number,
    action: string,
    targetId: number | null,
    change: (tx: Database) => Promise<unknown>,
  ) {
    const after = await auditedChange(db, {
      adminUserId,
      action,
      targetType: 'consultant',
      targetId,
      read: findAdminConsultant,
      change,
    });
    notifyCatalogueChange(db);
    return after;
  }

  registerCall(route.app, adminConsultantCreateCall, async (fields, { user }) =>
    changeConsultant(user.id, 'consultant.create', null, (tx) => createConsultant(tx, fields)),
  );

  registerCall(route.app, adminConsultantUpdateCall, async ({ id, ...fields }, { user }) =>
    changeConsultant(user.id, 'consultant.update', id, (tx) => updateConsultant(tx, id, fields)),
  );

  registerCall(route.app, adminConsultantSuspendCall, async ({ id, suspended }, { user }) => {
    const answer = await changeConsultant(
      user.id,
      suspended ? 'consultant.suspend' : 'consultant.unsuspend',
      id,
      async (tx) => {
        const current = await findAdminConsultant(tx, id);
        if (current.suspended !== suspended) await setSuspended(tx, id, suspended, deps.clock());
      },
    );
    // Once committed: waiting requests released, open consoles told (on every instance).
    await applyConsultantSuspension(deps, id, suspended);
    return { ...answer, data: await findAdminConsultant(db, id) };
  });

  registerCall(route.app, adminConsultantVerifiedSetCall, async ({ id, verified }, { user }) => {
    const current = await findAdminConsultant(db, id);
    // Asking for what is already so changes nothing and writes no audit row.
    if (current.verified === verified) return current;
    return changeConsultant(
      user.id,
      verified ? 'consultant.verify' : 'consultant.unverify',
      id,
      (tx) =>
        tx
          .update(consultants)
          .set({ identityVerifiedAt: verified ? deps.clock() : null })
          .where(eq(consultants.id, id)),
    );
  });

  registerCall(route.app, adminConsultantForceOfflineCall, async ({ id }, { user }) => {
    const before = await findAdminConsultant(db, id);
    if (before.status === 'offline') {
      throw new CallFailure(409, `${before.displayName} is already offline.`);
    }
    if (before.status === 'busy') {
      throw new CallFailure(
        409,
        `${before.displayName} is in a session now; try again when it has ended.`,
      );
    }
    // Offline everywhere and their waiting requests released, as when they leave the console.
    await forceOfflineNow(deps, id);
    const after = await findAdminConsultant(db, id);
    await recordAudit(db, {
      adminUserId: user.id,
      action: 'consultant.force_offline',
      targetType: 'consultant',
      targetId: id,
      before,
      after,
    });
    return after;
  });
}
