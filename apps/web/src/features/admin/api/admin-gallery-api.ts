import {
  type AdminGallery,
  type AdminGalleryAddInput,
  adminGalleryResponseSchema,
} from '@lumus/contract/admin/admin-gallery';
import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminGet, adminPost, retryUnlessRefused } from './admin-call';

export function adminGalleryQuery(consultantId: number) {
  return queryOptions({
    queryKey: adminKeys.detail('gallery', consultantId),
    queryFn: ({ signal }) =>
      adminGet('galleryList', { consultantId }, adminGalleryResponseSchema, signal),
    retry: retryUnlessRefused,
  });
}

export function addGalleryImage(payload: AdminGalleryAddInput): Promise<AdminGallery> {
  return adminPost('galleryAdd', payload, adminGalleryResponseSchema);
}

export function removeGalleryImage(id: number): Promise<AdminGallery> {
  return adminPost('galleryRemove', { id }, adminGalleryResponseSchema);
}

export function reorderGallery(
  consultantId: number,
  imageIds: readonly number[],
): Promise<AdminGallery> {
  return adminPost('galleryReorder', { consultantId, imageIds }, adminGalleryResponseSchema);
}
