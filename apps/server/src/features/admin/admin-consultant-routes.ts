import {
  adminConsultantCreateInputSchema,
  adminConsultantResponseSchema,
  adminConsultantsInputSchema,
  adminConsultantsResponseSchema,
  adminConsultantSuspendInputSchema,
  adminConsultantUpdateInputSchema,
  adminIdInputSchema,
} from '@lumus/contract/admin/admin-consultants';
import type { RealtimeServer } from '../../lib/realtime/realtime';
import type { Database } from '../../lib/db/database';
import { signedInUser } from '../auth/request-user';
import { notifyCatalogueChange } from '../catalogue/catalogue-changes';
import { applyConsultantSuspension } from '../chat/console-suspension';
import { adminCall, type AdminRouteDeps } from './admin-call';
import {
  createConsultant,
  findAdminConsultant,
  listAdminConsultants,
  setSuspended,
  updateConsultant,
} from './admin-consultants';
import { auditedChange } from './audit-log';

export function registerAdminConsultantRoutes(
  route: AdminRouteDeps,
  deps: Readonly<{ db: Database; io: RealtimeServer; clock: () => Date }>,
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
    return { status: 'success' as const, data: after };
  }

  adminCall(route, 'consultantCreate', {
    summary: 'Admin: adds a psychic; the phone number becomes their console sign-in',
    input: adminConsultantCreateInputSchema,
    output: adminConsultantResponseSchema,
  }).handle(async (fields, { request }) =>
    changeConsultant(signedInUser(request).id, 'consultant.create', null, (tx) =>
      createConsultant(tx, fields),
    ),
  );

  adminCall(route, 'consultantUpdate', {
    summary: 'Admin: edits a psychic (profile, prices, share, console number)',
    input: adminConsultantUpdateInputSchema,
    output: adminConsultantResponseSchema,
  }).handle(async ({ id, ...fields }, { request }) =>
    changeConsultant(signedInUser(request).id, 'consultant.update', id, (tx) =>
      updateConsultant(tx, id, fields),
    ),
  );

  adminCall(route, 'consultantSuspend', {
    summary: 'Admin: suspends a psychic (hidden from every list, no new chats) or lifts it',
    input: adminConsultantSuspendInputSchema,
    output: adminConsultantResponseSchema,
  }).handle(async ({ id, suspended }, { request }) => {
    const answer = await changeConsultant(
      signedInUser(request).id,
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
