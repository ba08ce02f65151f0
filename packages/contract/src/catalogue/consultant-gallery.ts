import { z } from 'zod';
import { idField } from '../fields';
import { slugField } from './consultant-profile';
import { defineCall } from '../call';

/** By id or by slug; exactly one is needed. */
export const consultantGalleryInputSchema = z
  .object({
    consultantId: idField.optional(),
    slug: slugField.optional(),
  })
  .refine((input) => input.consultantId !== undefined || input.slug !== undefined, {
    error: 'is required (or slug)',
    path: ['consultantId'],
  });
export type ConsultantGalleryInput = z.input<typeof consultantGalleryInputSchema>;

export const galleryImageSchema = z.object({
  id: z.number().int().positive(),
  /** Same-origin image path, e.g. `/api/media/gallery/<id>.svg`. */
  imageUrl: z.string(),
  captionEn: z.string(),
  captionDe: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const consultantGalleryDataSchema = z.object({
  consultantId: z.number().int().positive(),
  images: z.array(galleryImageSchema),
});

export type ConsultantGalleryResponse = z.infer<typeof consultantGalleryCall.response>;

/** Spec §7 `consultant-gallery/get/allConsultantImages`: a consultant's gallery. */
export const consultantGalleryCall = defineCall({
  path: '/api/consultant-gallery/get/allConsultantImages',
  methods: ['GET', 'POST'],
  summary: "A psychic's gallery images, by consultant id or slug",
  input: consultantGalleryInputSchema,
  output: consultantGalleryDataSchema,
  auth: 'none',
});
