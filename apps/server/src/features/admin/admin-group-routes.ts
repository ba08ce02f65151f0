import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { notifyCatalogueChange } from '../catalogue/catalogue-changes';
import { isUniqueViolation } from '../../lib/db/unique-violation';
import { type AdminRouteDeps } from './admin-call';
import {
  createGroup,
  deleteGroup,
  findAdminGroup,
  listAdminGroups,
  REASON_GROUP_SLUG_TAKEN,
  setGroupMembers,
  updateGroup,
} from './admin-groups';
import { auditedChange } from './audit-log';
import {
  adminGroupDeleteCall,
  adminGroupGetCall,
  adminGroupMembersSetCall,
  adminGroupSaveCall,
  adminGroupsListCall,
} from '@lumus/contract/admin/admin-calls';
import { registerCall } from '../../lib/http/register-call';

/** Curated psychic groups: list, edit, delete, members. */
export function registerAdminGroupRoutes(route: AdminRouteDeps, deps: Readonly<{ db: Database }>) {
  const { db } = deps;

  registerCall(route.app, adminGroupsListCall, async () => ({ items: await listAdminGroups(db) }));

  registerCall(route.app, adminGroupGetCall, async ({ id }) => await findAdminGroup(db, id));

  /**
   * One audited change of a group, like `changeConsultant`: before and after are read inside the
   * transaction of the change; the list caches drop once it is committed. A slug taken by a
   * concurrent save fails on the unique index and reads as the same 409.
   */
  async function changeGroup(
    adminUserId: number,
    action: string,
    id: number | null,
    change: (tx: Database) => Promise<unknown>,
  ) {
    const spec = {
      adminUserId,
      action,
      targetType: 'consultant_group',
      targetId: id,
      read: findAdminGroup,
      change,
    };
    const after = await (
      action === 'group.delete'
        ? auditedChange(db, { ...spec, deletes: true })
        : auditedChange(db, spec)
    ).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new CallFailure(409, REASON_GROUP_SLUG_TAKEN);
      throw error;
    });
    notifyCatalogueChange(db);
    return after;
  }

  registerCall(route.app, adminGroupSaveCall, async ({ id, ...fields }, { user }) => {
    const adminUserId = user.id;
    const saved =
      id === undefined
        ? await changeGroup(adminUserId, 'group.create', null, (tx) => createGroup(tx, fields))
        : await changeGroup(adminUserId, 'group.update', id, (tx) => updateGroup(tx, id, fields));
    if (saved === null) throw new Error('A saved group reads back.');
    return saved;
  });

  registerCall(route.app, adminGroupDeleteCall, async ({ id }, { user }) => {
    await changeGroup(user.id, 'group.delete', id, (tx) => deleteGroup(tx, id));
    return { id };
  });

  registerCall(route.app, adminGroupMembersSetCall, async ({ id, consultantIds }, { user }) => {
    const saved = await changeGroup(user.id, 'group.members', id, (tx) =>
      setGroupMembers(tx, id, consultantIds),
    );
    if (saved === null) throw new Error('A changed group reads back.');
    return saved;
  });
}
