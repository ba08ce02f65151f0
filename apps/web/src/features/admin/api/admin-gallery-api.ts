import { type AdminGallery, type AdminGalleryAddInput } from '@lumus/contract/admin/admin-gallery';
import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminGet, adminPost, retryUnlessRefused } from './admin-call';
import {
  adminGalleryAddCall,
  adminGalleryListCall,
  adminGalleryRemoveCall,
  adminGalleryReorderCall,
} from '@lumus/contract/admin/admin-calls';

export function adminGalleryQuery(consultantId: number) {
  return queryOptions({
    queryKey: adminKeys.detail('gallery', consultantId),
    queryFn: ({ signal }) => adminGet(adminGalleryListCall, { consultantId }, signal),
    retry: retryUnlessRefused,
  });
}

export function addGalleryImage(payload: AdminGalleryAddInput): Promise<AdminGallery> {
  return adminPost(adminGalleryAddCall, payload);
}

export function removeGalleryImage(id: number): Promise<AdminGallery> {
  return adminPost(adminGalleryRemoveCall, { id });
}

export function reorderGallery(
  consultantId: number,
  imageIds: readonly number[],
): Promise<AdminGallery> {
  return adminPost(adminGalleryReorderCall, { consultantId, imageIds: [...imageIds] });
}
