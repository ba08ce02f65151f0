import {
  adminGroupDeleteResponseSchema,
  adminGroupMembersInputSchema,
  adminGroupResponseSchema,
  adminGroupSaveInputSchema,
  adminGroupsResponseSchema,
} from '@lumus/contract/admin/admin-groups';
import { adminIdInputSchema } from '@lumus/contract/admin/admin-consultants';
import { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { signedInUser } from '../auth/request-user';
import { notifyCatalogueChange } from '../catalogue/catalogue-changes';
import { isUniqueViolation } from '../../lib/db/unique-violation';
import { adminCall, type AdminRouteDeps } from './admin-call';
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

/** Curated psychic groups: list, edit, delete, members. */
export function registerAdminGroupRoutes(route: AdminRouteDeps, deps: Readonly<{ db: Database }>) {
  const { db } = deps;

  adminCall(route, 'groupsList', {
    summary: 'Admin: every psychic group with its member count',
    input: z.object({}),
    output: adminGroupsResponseSchema,
  }).handle(async () => ({ status: 'success', data: { items: await listAdminGroups(db) } }));

  adminCall(route, 'groupGet', {
    summary: 'Admin: one psychic group with its members',
    input: adminIdInputSchema,
    output: adminGroupResponseSchema,
  }).handle(async ({ id }) => ({ status: 'success', data: await findAdminGroup(db, id) }));

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

  adminCall(route, 'groupSave', {
    summary: 'Admin: creates a psychic group (no id) or edits one',
    input: adminGroupSaveInputSchema,
    output: adminGroupResponseSchema,
  }).handle(async ({ id, ...fields }, { request }) => {
    const adminUserId = signedInUser(request).id;
    const saved =
      id === undefined
        ? await changeGroup(adminUserId, 'group.create', null, (tx) => createGroup(tx, fields))
        : await changeGroup(adminUserId, 'group.update', id, (tx) => updateGroup(tx, id, fields));
    if (saved === null) throw new Error('A saved group reads back.');
    return { status: 'success', data: saved };
  });

  adminCall(route, 'groupDelete', {
    summary: 'Admin: deletes a psychic group (the psychics stay)',
    input: adminIdInputSchema,
    output: adminGroupDeleteResponseSchema,
  }).handle(async ({ id }, { request }) => {
    await changeGroup(signedInUser(request).id, 'group.delete', id, (tx) => deleteGroup(tx, id));
    return { status: 'success', data: { id } };
  });

  adminCall(route, 'groupMembersSet', {
    summary: 'Admin: replaces the psychics of a group',
    input: adminGroupMembersInputSchema,
    output: adminGroupResponseSchema,
  }).handle(async ({ id, consultantIds }, { request }) => {
    const saved = await changeGroup(signedInUser(request).id, 'group.members', id, (tx) =>
      setGroupMembers(tx, id, consultantIds),
    );
    if (saved === null) throw new Error('A changed group reads back.');
    return { status: 'success', data: saved };
  });
}
