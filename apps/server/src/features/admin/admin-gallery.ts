import {
  type adminGalleryAddInputSchema,
  MAX_GALLERY_IMAGES,
} from '@lumus/contract/admin/admin-gallery';
import { UPLOADED_MEDIA_PREFIX } from '@lumus/contract/uploads/upload-files';
import { and, count, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { consultantGalleryImages, consultants } from '../catalogue/catalogue-tables';
import { uploadedFiles } from '../uploads/uploads-tables';

export type GalleryAddFields = Omit<z.output<typeof adminGalleryAddInputSchema>, 'consultantId'>;

export async function assertConsultant(db: Database, consultantId: number): Promise<void> {
  const [row] = await db
    .select({ id: consultants.id })
    .from(consultants)
    .where(eq(consultants.id, consultantId));
  if (row === undefined) throw new CallFailure(404, `No psychic with id ${consultantId}.`);
}

/** The psychic an image belongs to. */
export async function galleryImageOwner(db: Database, imageId: number): Promise<number> {
  const [row] = await db
    .select({ consultantId: consultantGalleryImages.consultantId })
    .from(consultantGalleryImages)
    .where(eq(consultantGalleryImages.id, imageId));
  if (row === undefined) throw new CallFailure(404, `No gallery image with id ${imageId}.`);
  return row.consultantId;
}

/** An upload URL must name a file that was really uploaded, so the profile shows no broken image. */
async function assertUploadExists(db: Database, imageUrl: string): Promise<void> {
  if (!imageUrl.startsWith(`${UPLOADED_MEDIA_PREFIX}/`)) return;
  const [id, extension] = imageUrl.slice(UPLOADED_MEDIA_PREFIX.length + 1).split('.');
  const [row] = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id ?? ''), eq(uploadedFiles.extension, extension ?? '')));
  if (row === undefined) throw new CallFailure(400, 'imageUrl: no such uploaded image.');
}

/** Adds the image after the last one. */
export async function addGalleryImage(
  tx: Database,
  consultantId: number,
  fields: GalleryAddFields,
): Promise<void> {
  await assertUploadExists(tx, fields.imageUrl);
  const [current] = await tx
    .select({ images: count(), last: max(consultantGalleryImages.sortOrder) })
    .from(consultantGalleryImages)
    .where(eq(consultantGalleryImages.consultantId, consultantId));
  if ((current?.images ?? 0) >= MAX_GALLERY_IMAGES) {
    throw new CallFailure(400, `A gallery holds at most ${MAX_GALLERY_IMAGES} images.`);
  }
  await tx.insert(consultantGalleryImages).values({
    consultantId,
    imagePath: fields.imageUrl,
    captionEn: fields.captionEn,
    captionDe: fields.captionDe,
    width: fields.width,
    height: fields.height,
    sortOrder: (current?.last ?? -1) + 1,
  });
}

export async function removeGalleryImage(tx: Database, imageId: number): Promise<void> {
  await tx.delete(consultantGalleryImages).where(eq(consultantGalleryImages.id, imageId));
}

/** `imageIds` must be exactly the psychic's images: none missing, none of another psychic. */
export async function reorderGallery(
  tx: Database,
  consultantId: number,
  imageIds: readonly number[],
): Promise<void> {
  const rows = await tx
    .select({ id: consultantGalleryImages.id })
    .from(consultantGalleryImages)
    .where(eq(consultantGalleryImages.consultantId, consultantId));
  const own = new Set(rows.map((row) => row.id));
  if (rows.length !== imageIds.length || imageIds.some((id) => !own.has(id))) {
    throw new CallFailure(400, "imageIds: must list each of this psychic's images exactly once.");
  }
  for (const [position, id] of imageIds.entries()) {
    await tx
      .update(consultantGalleryImages)
      .set({ sortOrder: position })
      .where(eq(consultantGalleryImages.id, id));
  }
}
