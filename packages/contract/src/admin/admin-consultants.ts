import { z } from 'zod';
import {
  consultantCategorySchema,
  consultantLanguageSchema,
  consultantStatusSchema,
} from '../catalogue/consultant';
import { booleanField, idField, intField } from '../fields';
import { MAX_PRICE_PER_MINUTE } from '../markets/market-currency';
import { currencyAmountSchema } from '../markets/currency-amount';
import { textField } from '../text-fields';
import { pageFields } from '../wallet/money';
import { adminPage, optionalSearchField } from './admin-common';

/** Highest per-minute price an admin may set in rupees: ₹1,000 a minute. */
export const MAX_PRICE_PER_MINUTE_MINOR = MAX_PRICE_PER_MINUTE.INR;
/** Highest euro price per minute: €100 (decision 052). */
const MAX_EUR_PRICE = MAX_PRICE_PER_MINUTE.EUR;

/** A consultant as the admin console shows and edits it. */
export const adminConsultantSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  displayName: z.string(),
  photoUrl: z.string(),
  bioEn: z.string(),
  bioDe: z.string(),
  categories: z.array(z.string()),
  languages: z.array(z.string()),
  experienceYears: z.number().int(),
  pricePerMinuteMinor: z.number().int(),
  /** The per-minute price of a voice call; null: the psychic cannot be called. */
  callPricePerMinuteMinor: z.number().int().nullable(),
  /** The psychic's own "available for calls" switch in the console. */
  acceptsCalls: z.boolean(),
  /** False: not offered in the rupee market (a psychic who serves Germany only). */
  servesInr: z.boolean(),
  /** The operator's euro prices (cents per minute); null: not offered to euro viewers. */
  eurPricePerMinuteMinor: z.number().int().nullable(),
  eurCallPricePerMinuteMinor: z.number().int().nullable(),
  /** Null: the server's default share (PLATFORM_SHARE_PERCENT) applies. */
  platformSharePercent: z.number().int().nullable(),
  status: consultantStatusSchema,
  suspended: z.boolean(),
  /** The operator checked their identity: cards and profile show "Verified". */
  verified: z.boolean(),
  /** The console sign-in number, dial code digits and number, or null when none is linked. */
  countryCode: z.string().nullable(),
  mobile: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  /**
   * Earned so far (sessions and free-session pay, less clawbacks), one sum per currency the psychic
   * was paid in; empty before the first earning.
   */
  earnings: z.array(currencyAmountSchema),
  /** The last time they went online or offline or had a session. */
  lastActiveAt: z.string(),
  createdAt: z.string(),
});
export type AdminConsultant = z.infer<typeof adminConsultantSchema>;

export const adminConsultantsInputSchema = z.object({
  ...pageFields,
  search: optionalSearchField,
  state: z.enum(['all', 'active', 'suspended']).default('all'),
});
export type AdminConsultantsInput = z.input<typeof adminConsultantsInputSchema>;
export const adminConsultantsDataSchema = adminPage(adminConsultantSchema);

export const adminIdInputSchema = z.object({ id: idField });
export type AdminIdInput = z.input<typeof adminIdInputSchema>;
export const adminConsultantDataSchema = adminConsultantSchema;
export type AdminConsultantResponse = z.infer<typeof adminConsultantDataSchema>;

/** A list field from JSON (array) or a form (comma-separated text). */
function keyList<T extends z.ZodType<string, string>>(item: T) {
  return z
    .union([z.array(z.string()), z.string()])
    .transform((value) =>
      (typeof value === 'string' ? value.split(',') : value)
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1, { error: 'needs at least one entry' }));
}

/** Photo: a path on this server (an upload or generated media), never another host. */
export const photoUrlField = z
  .string()
  .trim()
  .regex(/^\/(api\/)?media\/[\w./-]+$/, { error: 'must be an uploaded photo of this server' })
  .max(300);

/** A euro price in whole cents, or null / '' for none. */
const optionalEuroPrice = z.union(
  [
    z.null(),
    z.literal('').transform(() => null),
    intField.pipe(
      z
        .number()
        .min(0, { error: 'must not be negative' })
        .max(MAX_EUR_PRICE, {
          error: `must be at most ${MAX_EUR_PRICE} cents (€${MAX_EUR_PRICE / 100} a minute)`,
        }),
    ),
  ],
  { error: 'must be a whole number of cents, or empty for none' },
);

const consultantFields = {
  displayName: textField(80).pipe(z.string().min(2, { error: 'must be at least 2 characters' })),
  photoUrl: photoUrlField,
  bioEn: textField(4000).pipe(z.string().min(1, { error: 'is required' })),
  bioDe: textField(4000).pipe(z.string().min(1, { error: 'is required' })),
  categories: keyList(consultantCategorySchema),
  languages: keyList(consultantLanguageSchema),
  experienceYears: intField.pipe(z.number().min(0).max(80)),
  pricePerMinuteMinor: intField.pipe(
    z
      .number()
      .min(0, { error: 'must not be negative' })
      .max(MAX_PRICE_PER_MINUTE_MINOR, { error: `must be at most ${MAX_PRICE_PER_MINUTE_MINOR}` }),
  ),
  /** Null or '' (or absent): the psychic takes no calls. */
  callPricePerMinuteMinor: z
    .union([
      z.null(),
      z.literal('').transform(() => null),
      intField.pipe(
        z
          .number()
          .min(0, { error: 'must not be negative' })
          .max(MAX_PRICE_PER_MINUTE_MINOR, {
            error: `must be at most ${MAX_PRICE_PER_MINUTE_MINOR}`,
          }),
      ),
    ])
    .default(null),
  /** False: the psychic does not serve the rupee market (decision 045). Absent: unchanged. */
  servesInr: booleanField.optional(),
  /**
   * The euro chat price in cents per minute; null or '' removes it (no euro market). Absent:
   * unchanged, so a form that does not show it cannot clear it.
   */
  eurPricePerMinuteMinor: optionalEuroPrice.optional(),
  /** The euro call price; null or '': no calls in euros. Absent: unchanged. */
  eurCallPricePerMinuteMinor: optionalEuroPrice.optional(),
  /** Null or '' for the server default. */
  platformSharePercent: z
    .union([
      z.null(),
      z.literal('').transform(() => null),
      intField.pipe(z.number().min(0).max(100)),
    ])
    .default(null),
  /** Console sign-in number; both empty for none. Checked with the sign-in rules (spec §5). */
  countryCode: z
    .string()
    .trim()
    .regex(/^\d{0,4}$/, { error: 'must be dial code digits' })
    .default('91'),
  mobile: z
    .string()
    .trim()
    .regex(/^\d{0,15}$/, { error: 'must be digits only' })
    .default(''),
};

export const adminConsultantCreateInputSchema = z.object(consultantFields);
export type AdminConsultantCreateInput = z.input<typeof adminConsultantCreateInputSchema>;

export const adminConsultantUpdateInputSchema = z.object({ id: idField, ...consultantFields });
export type AdminConsultantUpdateInput = z.input<typeof adminConsultantUpdateInputSchema>;

export const adminConsultantSuspendInputSchema = z.object({
  id: idField,
  suspended: booleanField,
});
export type AdminConsultantSuspendInput = z.input<typeof adminConsultantSuspendInputSchema>;
