import { z } from 'zod';
import { MARKET_CURRENCIES } from '../markets/market-currency';
import { booleanField, idField, intField } from '../fields';
import { textField } from '../text-fields';
import {
  consultantCardSchema,
  consultantGroupSchema,
  consultantCategorySchema,
  consultantLanguageSchema,
} from './consultant';
import { CONSULTANT_SORTS } from './catalogue-values';
import { defineCall } from '../call';

export const consultantSortSchema = z.enum(CONSULTANT_SORTS, {
  error: `must be one of ${CONSULTANT_SORTS.join(', ')}`,
});
export type ConsultantSort = z.infer<typeof consultantSortSchema>;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
/** Upper bound of the price filter: ₹100,000 per minute in paise; anything above is a typo. */
export const MAX_PRICE_MINOR = 10_000_000;

const bounded = (field: z.ZodType<number>, min: number, max: number) =>
  field.pipe(
    z
      .number()
      .min(min, { error: `must be at least ${min}` })
      .max(max, { error: `must be at most ${max}` }),
  );

const priceField = bounded(intField, 0, MAX_PRICE_MINOR);

/**
 * Query-string friendly: every field optional, lists are single values. An unknown group (by id
 * or slug) is a 404, so a stale group link can say "not found" instead of showing an empty list.
 */
export const consultantListInputSchema = z
  .object({
    /** A group of the catalogue, by id or by slug (the group page has either). */
    groupId: idField.optional(),
    group: textField(80).optional(),
    category: consultantCategorySchema
      .or(z.literal(''))
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    language: consultantLanguageSchema
      .or(z.literal(''))
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    /**
     * The viewer's currency (decision 045): prices are this currency's, and a psychic without a
     * price in it is not listed. Rupees when missing.
     */
    currency: z.enum(MARKET_CURRENCIES, { error: 'must be INR or EUR' }).optional(),
    /** Inclusive bounds of the per-minute price in minor units of `currency`. */
    minPrice: priceField.optional(),
    maxPrice: priceField.optional(),
    onlineOnly: booleanField.optional(),
    /**
     * Only psychics who opted in to free sessions (decision 038): the free-chat page lists these,
     * since a user's free first minutes apply with nobody else.
     */
    freeSessionsOnly: booleanField.optional(),
    /**
     * The page's language: under the recommended sort, psychics who speak it come first (a German
     * page lists German-speaking psychics before the rest). Ignored by the other sorts.
     */
    speaks: consultantLanguageSchema.optional(),
    /** Part of the display name; case and accents are ignored. */
    search: textField(80).optional(),
    sort: consultantSortSchema.optional(),
    /** 1-based. */
    page: bounded(intField, 1, 10_000).optional(),
    pageSize: bounded(intField, 1, MAX_PAGE_SIZE).optional(),
  })
  .refine(
    (input) =>
      input.minPrice === undefined ||
      input.maxPrice === undefined ||
      input.minPrice <= input.maxPrice,
    { error: 'must not be below minPrice', path: ['maxPrice'] },
  );
export type ConsultantListInput = z.input<typeof consultantListInputSchema>;
export type ConsultantListQuery = z.output<typeof consultantListInputSchema>;

export const consultantListDataSchema = z.object({
  items: z.array(consultantCardSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  hasMore: z.boolean(),
  /** The group filtered by, so a group page can show its title; null without a group filter. */
  group: consultantGroupSchema.nullable(),
});
export type ConsultantListData = z.infer<typeof consultantListDataSchema>;

export type ConsultantListResponse = z.infer<typeof consultantListCall.response>;

/** Spec §7 `freeAPI/consultant/get-list/filter`: the psychic list, open to guests. */
export const consultantListCall = defineCall({
  path: '/api/freeAPI/consultant/get-list/filter',
  methods: ['GET', 'POST'],
  summary: 'The psychic list: filters, sort, name search and pages',
  input: consultantListInputSchema,
  output: consultantListDataSchema,
  auth: 'none',
});
