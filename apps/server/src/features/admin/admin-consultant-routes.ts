import type { RealtimeServer } from '../../lib/realtime/realtime';
import type { Database } from '../../lib/db/database';
import { notifyCatalogueChange } from '../catalogue/catalogue-changes';
import { applyConsultantSuspension } from '../chat/console-suspension';
import { type AdminRouteDeps } from './admin-call';
import {
  createConsultant,
  findAdminConsultant,
  listAdminConsultants,
  setSuspended,
  updateConsultant,
} from './admin-consultants';
import { auditedChange } from './audit-log';
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
}
