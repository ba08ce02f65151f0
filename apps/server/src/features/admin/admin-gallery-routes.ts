import type { Database } from '../../lib/db/database';
import { notifyCatalogueChange } from '../catalogue/catalogue-changes';
import { listGallery } from '../catalogue/consultant-profile-queries';
import { type AdminRouteDeps } from './admin-call';
import {
  addGalleryImage,
  assertConsultant,
  galleryImageOwner,
  removeGalleryImage,
  reorderGallery,
} from './admin-gallery';
import { auditedChange } from './audit-log';
import {
  adminGalleryAddCall,
  adminGalleryListCall,
  adminGalleryRemoveCall,
  adminGalleryReorderCall,
} from '@lumus/contract/admin/admin-calls';
import { registerCall } from '../../lib/http/register-call';

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
    return after;
  }

  registerCall(route.app, adminGalleryListCall, async ({ consultantId }) => {
    await assertConsultant(db, consultantId);
    return await gallery(db, consultantId);
  });

  registerCall(route.app, adminGalleryAddCall, async ({ consultantId, ...fields }, { user }) => {
    await assertConsultant(db, consultantId);
    return changeGallery(user.id, 'gallery.add', consultantId, (tx) =>
      addGalleryImage(tx, consultantId, fields),
    );
  });

  registerCall(route.app, adminGalleryRemoveCall, async ({ id }, { user }) => {
    const consultantId = await galleryImageOwner(db, id);
    return changeGallery(user.id, 'gallery.remove', consultantId, (tx) =>
      removeGalleryImage(tx, id),
    );
  });

  registerCall(route.app, adminGalleryReorderCall, async ({ consultantId, imageIds }, { user }) => {
    await assertConsultant(db, consultantId);
    return changeGallery(user.id, 'gallery.reorder', consultantId, (tx) =>
      reorderGallery(tx, consultantId, imageIds),
    );
  });
}
