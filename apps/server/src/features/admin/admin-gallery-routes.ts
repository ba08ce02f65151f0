import {
  adminGalleryAddInputSchema,
  adminGalleryInputSchema,
  adminGalleryRemoveInputSchema,
  adminGalleryReorderInputSchema,
  adminGalleryResponseSchema,
} from '@lumus/contract/admin/admin-gallery';
import type { Database } from '../../lib/db/database';
import { signedInUser } from '../auth/request-user';
import { notifyCatalogueChange } from '../catalogue/catalogue-changes';
import { listGallery } from '../catalogue/consultant-profile-queries';
import { adminCall, type AdminRouteDeps } from './admin-call';
import {
  addGalleryImage,
  assertConsultant,
  galleryImageOwner,
  removeGalleryImage,
  reorderGallery,
} from './admin-gallery';
import { auditedChange } from './audit-log';

/** A psychic's gallery images: list, add (an upload), remove, reorder. */
export function registerAdminGalleryRoutes(
  route: AdminRouteDeps,
  deps: Readonly<{ db: Database }>,
) {
  const { db } = deps;

  async function gallery(database: Database, consultantId: number) {
    return { consultantId, images: await listGallery(database, consultantId) };
  }

  /** One audited change of a psychic's gallery: the whole gallery before and after. */
  async function changeGallery(
    adminUserId: number,
    action: string,
    consultantId: number,
    change: (tx: Database) => Promise<void>,
  ) {
    const after = await auditedChange(db, {
      adminUserId,
      action,
      targetType: 'consultant',
      targetId: consultantId,
      read: gallery,
      change,
    });
    notifyCatalogueChange(db);
    return { status: 'success' as const, data: after };
  }

  adminCall(route, 'galleryList', {
    summary: "Admin: a psychic's gallery images in their public order",
    input: adminGalleryInputSchema,
    output: adminGalleryResponseSchema,
  }).handle(async ({ consultantId }) => {
    await assertConsultant(db, consultantId);
    return { status: 'success', data: await gallery(db, consultantId) };
  });

  adminCall(route, 'galleryAdd', {
    summary: "Admin: adds an uploaded image at the end of a psychic's gallery",
    input: adminGalleryAddInputSchema,
    output: adminGalleryResponseSchema,
  }).handle(async ({ consultantId, ...fields }, { request }) => {
    await assertConsultant(db, consultantId);
    return changeGallery(signedInUser(request).id, 'gallery.add', consultantId, (tx) =>
      addGalleryImage(tx, consultantId, fields),
    );
  });

  adminCall(route, 'galleryRemove', {
    summary: "Admin: removes one image from a psychic's gallery",
    input: adminGalleryRemoveInputSchema,
    output: adminGalleryResponseSchema,
  }).handle(async ({ id }, { request }) => {
    const consultantId = await galleryImageOwner(db, id);
    return changeGallery(signedInUser(request).id, 'gallery.remove', consultantId, (tx) =>
      removeGalleryImage(tx, id),
    );
  });

  adminCall(route, 'galleryReorder', {
    summary: "Admin: puts a psychic's gallery images in a new order",
    input: adminGalleryReorderInputSchema,
    output: adminGalleryResponseSchema,
  }).handle(async ({ consultantId, imageIds }, { request }) => {
    await assertConsultant(db, consultantId);
    return changeGallery(signedInUser(request).id, 'gallery.reorder', consultantId, (tx) =>
      reorderGallery(tx, consultantId, imageIds),
    );
  });
}
