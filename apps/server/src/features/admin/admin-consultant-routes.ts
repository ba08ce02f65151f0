import {
  adminConsultantCreateInputSchema,
  adminConsultantResponseSchema,
  adminConsultantsInputSchema,
  adminConsultantsResponseSchema,
  adminConsultantSuspendInputSchema,
  adminConsultantUpdateInputSchema,
  adminIdInputSchema,
} from '@lumus/contract/admin/admin-consultants';
import type { Database } from '../../lib/db/database';
import { signedInUser } from '../auth/request-user';
import { notifyCatalogueChange } from '../catalogue/catalogue-changes';
import { adminCall, type AdminRouteDeps } from './admin-call';
import {
  createConsultant,
  findAdminConsultant,
  listAdminConsultants,
  setSuspended,
  updateConsultant,
} from './admin-consultants';
import { recordAudit } from './audit-log';

export function registerAdminConsultantRoutes(
  route: AdminRouteDeps,
  deps: Readonly<{ db: Database; clock: () => Date }>,
): void {
  const { db } = deps;

  adminCall(route, 'consultantsList', {
    summary: 'Admin: psychics, active and suspended, searchable by name or phone',
    input: adminConsultantsInputSchema,
    output: adminConsultantsResponseSchema,
  }).handle(async (input) => {
    const page = await listAdminConsultants(db, input);
    return { status: 'success', data: { ...page, page: input.page, pageSize: input.pageSize } };
  });

  adminCall(route, 'consultantGet', {
    summary: 'Admin: one psychic with the console phone number',
    input: adminIdInputSchema,
    output: adminConsultantResponseSchema,
  }).handle(async ({ id }) => ({ status: 'success', data: await findAdminConsultant(db, id) }));

  adminCall(route, 'consultantCreate', {
    summary: 'Admin: adds a psychic; the phone number becomes their console sign-in',
    input: adminConsultantCreateInputSchema,
    output: adminConsultantResponseSchema,
  }).handle(async (fields, { request }) => {
    const admin = signedInUser(request);
    const created = await db.transaction(async (tx) => {
      const id = await createConsultant(tx, fields);
      const after = await findAdminConsultant(tx, id);
      await recordAudit(tx, {
        adminUserId: admin.id,
        action: 'consultant.create',
        targetType: 'consultant',
        targetId: id,
        before: null,
        after,
      });
      return after;
    });
    notifyCatalogueChange(db);
    return { status: 'success', data: created };
  });

  adminCall(route, 'consultantUpdate', {
    summary: 'Admin: edits a psychic (profile, prices, share, console number)',
    input: adminConsultantUpdateInputSchema,
    output: adminConsultantResponseSchema,
  }).handle(async ({ id, ...fields }, { request }) => {
    const admin = signedInUser(request);
    const updated = await db.transaction(async (tx) => {
      const before = await findAdminConsultant(tx, id);
      await updateConsultant(tx, id, fields);
      const after = await findAdminConsultant(tx, id);
      await recordAudit(tx, {
        adminUserId: admin.id,
        action: 'consultant.update',
        targetType: 'consultant',
        targetId: id,
        before,
        after,
      });
      return after;
    });
    notifyCatalogueChange(db);
    return { status: 'success', data: updated };
  });

  adminCall(route, 'consultantSuspend', {
    summary: 'Admin: suspends a psychic (hidden from every list, no new chats) or lifts it',
    input: adminConsultantSuspendInputSchema,
    output: adminConsultantResponseSchema,
  }).handle(async ({ id, suspended }, { request }) => {
    const admin = signedInUser(request);
    const updated = await db.transaction(async (tx) => {
      const before = await findAdminConsultant(tx, id);
      if (before.suspended !== suspended) await setSuspended(tx, id, suspended, deps.clock());
      const after = await findAdminConsultant(tx, id);
      await recordAudit(tx, {
        adminUserId: admin.id,
        action: suspended ? 'consultant.suspend' : 'consultant.unsuspend',
        targetType: 'consultant',
        targetId: id,
        before,
        after,
      });
      return after;
    });
    notifyCatalogueChange(db);
    return { status: 'success', data: updated };
  });
}
