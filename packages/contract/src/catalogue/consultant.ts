import { z } from 'zod';
import {
  CONSULTANT_CATEGORIES,
  CONSULTANT_LANGUAGES,
  CONSULTANT_STATUSES,
} from './catalogue-values';

export const consultantStatusSchema = z.enum(CONSULTANT_STATUSES);
export type ConsultantStatus = z.infer<typeof consultantStatusSchema>;
export const consultantCategorySchema = z.enum(CONSULTANT_CATEGORIES);
export type ConsultantCategory = z.infer<typeof consultantCategorySchema>;
export const consultantLanguageSchema = z.enum(CONSULTANT_LANGUAGES);
export type ConsultantLanguage = z.infer<typeof consultantLanguageSchema>;

/** What a list card shows. Prices are integer minor units of the base currency (INR paise). */
export const consultantCardSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  displayName: z.string(),
  /** Same-origin image path, e.g. `/api/media/avatar/<slug>.svg`. */
  photoUrl: z.string(),
  categories: z.array(consultantCategorySchema),
  languages: z.array(consultantLanguageSchema),
  experienceYears: z.number().int().nonnegative(),
  pricePerMinuteMinor: z.number().int().nonnegative(),
  /**
   * The per-minute price of a voice call, or null when the psychic takes no calls now (no call
   * price set by the operator, or "available for calls" switched off in the console): then no
   * Call button is shown.
   */
  callPricePerMinuteMinor: z.number().int().nonnegative().nullable(),
  /** 0–5 with one decimal; 0 with `reviewCount` 0 means "no ratings yet". */
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  /** Sessions given: the demo history plus every paid session that ended (decision 048). */
  orderCount: z.number().int().nonnegative(),
  /** The operator checked this psychic's identity (an ID document, or by hand in admin). */
  verified: z.boolean(),
  status: consultantStatusSchema,
  /** ISO timestamp of the last status change; clients keep the newer of two statuses. */
  statusChangedAt: z.string(),
});
export type ConsultantCard = z.infer<typeof consultantCardSchema>;

export const consultantGroupSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  titleEn: z.string(),
  titleDe: z.string(),
});
export type ConsultantGroup = z.infer<typeof consultantGroupSchema>;

/** The profile adds the bio in both languages (the client picks the UI language) and groups. */
export const consultantProfileSchema = consultantCardSchema.extend({
  bioEn: z.string(),
  bioDe: z.string(),
  groups: z.array(consultantGroupSchema),
});
export type ConsultantProfile = z.infer<typeof consultantProfileSchema>;
