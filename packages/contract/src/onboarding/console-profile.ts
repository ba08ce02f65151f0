import { z } from 'zod';
import { photoUrlField } from '../admin/admin-consultants';
import { consultantLanguageSchema } from '../catalogue/consultant';
import { defineCall } from '../call';
import { textField } from '../text-fields';
import { perMinutePriceField } from './psychic-application';

export const PRICE_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const priceChangeStatusSchema = z.enum(PRICE_CHANGE_STATUSES);

export const priceChangeSchema = z.object({
  id: z.number().int(),
  consultantId: z.number().int(),
  consultantName: z.string(),
  currentPriceMinor: z.number().int(),
  requestedPriceMinor: z.number().int(),
  status: priceChangeStatusSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** What an approved psychic edits of their own catalogue profile in the console. */
export const consoleProfileSchema = z.object({
  consultantId: z.number().int(),
  displayName: z.string(),
  photoUrl: z.string(),
  bioEn: z.string(),
  bioDe: z.string(),
  languages: z.array(z.string()),
  pricePerMinuteMinor: z.number().int(),
  /** The latest price change asked for, pending or decided. */
  priceChange: priceChangeSchema.nullable(),
});
export type ConsoleProfile = z.infer<typeof consoleProfileSchema>;

export const consoleProfileGetCall = defineCall({
  path: '/api/console/profile/get',
  methods: ['GET', 'POST'],
  summary: 'Console: the signed-in psychic’s own profile and their latest price change request',
  input: z.object({}),
  output: consoleProfileSchema,
  auth: 'user',
});

export const consoleProfileUpdateInputSchema = z.object({
  photoUrl: photoUrlField,
  bioEn: textField(4000).pipe(z.string().min(40, { error: 'must be at least 40 characters' })),
  bioDe: textField(4000).pipe(z.string().min(40, { error: 'must be at least 40 characters' })),
  languages: z
    .array(consultantLanguageSchema, { error: 'must be a list' })
    .min(1, { error: 'needs at least one entry' })
    .refine((list) => new Set(list).size === list.length, { error: 'must not repeat an entry' }),
});
export type ConsoleProfileUpdateInput = z.input<typeof consoleProfileUpdateInputSchema>;

export const consoleProfileUpdateCall = defineCall({
  path: '/api/console/profile/update',
  methods: 'POST',
  summary: 'Console: the signed-in psychic changes their photo, bio and languages',
  input: consoleProfileUpdateInputSchema,
  output: consoleProfileSchema,
  auth: 'user',
});

/** A new request replaces a pending one; the price changes only when the operator approves. */
export const consolePriceChangeCall = defineCall({
  path: '/api/console/profile/price-change',
  methods: 'POST',
  summary: 'Console: the signed-in psychic asks the operator for a new price per minute',
  input: z.object({ pricePerMinuteMinor: perMinutePriceField }),
  output: consoleProfileSchema,
  auth: 'user',
});
