import { z } from 'zod';
import { galleryImageSchema } from '../catalogue/consultant-gallery';
import { idField, intField } from '../fields';
import { textField } from '../text-fields';
import { photoUrlField } from './admin-consultants';

/** Most images one psychic's gallery may hold. */
export const MAX_GALLERY_IMAGES = 30;

/** A psychic's gallery in its public order (`consultant-gallery/get/allConsultantImages`). */
export const adminGallerySchema = z.object({
  consultantId: z.number().int(),
  images: z.array(galleryImageSchema),
});
export type AdminGallery = z.infer<typeof adminGallerySchema>;
export const adminGalleryDataSchema = adminGallerySchema;

export const adminGalleryInputSchema = z.object({ consultantId: idField });

const pixelsField = intField.pipe(
  z
    .number()
    .min(1, { error: 'must be at least 1' })
    .max(20_000, { error: 'must be at most 20000' }),
);

/** The profile names each thumbnail by its caption (screen readers, the lightbox), so it is needed. */
const captionField = textField(200).pipe(z.string().min(1, { error: 'is required' }));

/** An image uploaded through upload-files (its URL), added at the end of the gallery. */
export const adminGalleryAddInputSchema = z.object({
  consultantId: idField,
  imageUrl: photoUrlField,
  captionEn: captionField,
  captionDe: captionField,
  width: pixelsField,
  height: pixelsField,
});
export type AdminGalleryAddInput = z.input<typeof adminGalleryAddInputSchema>;

export const adminGalleryRemoveInputSchema = z.object({ id: idField });

/** Every image id of the gallery, once each, in the new order. */
export const adminGalleryReorderInputSchema = z.object({
  consultantId: idField,
  imageIds: z
    .array(idField, { error: 'must be a list of image ids' })
    .min(1, { error: 'needs at least one image' })
    .max(MAX_GALLERY_IMAGES, { error: `must hold at most ${MAX_GALLERY_IMAGES} images` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'must not repeat an image' }),
});
export type AdminGalleryReorderInput = z.input<typeof adminGalleryReorderInputSchema>;
