import { z } from 'zod';
import { photoUrlField } from '../admin/admin-consultants';
import { consultantLanguageSchema } from '../catalogue/consultant';
import { defineCall } from '../call';
import { textField } from '../text-fields';
import { intField } from '../fields';
import { marketCurrencySchema } from '../markets/currency-amount';
import { MAX_PRICE_PER_MINUTE, MIN_ASKED_PRICE_PER_MINUTE } from '../markets/market-currency';

export const PRICE_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const priceChangeStatusSchema = z.enum(PRICE_CHANGE_STATUSES);

export const priceChangeSchema = z.object({
  id: z.number().int(),
  consultantId: z.number().int(),
  consultantName: z.string(),
  /** The market's currency both prices are in: INR the India price, EUR the euro price. */
  currency: marketCurrencySchema,
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
  /**
   * The chat price of every market the psychic serves (INR first), with the latest change asked
   * for in it, pending or decided. A market they do not serve is not listed: they cannot ask for
   * a price there (the operator opens a market, decision 052).
   */
  prices: z.array(
    z.object({
      currency: marketCurrencySchema,
      pricePerMinuteMinor: z.number().int(),
      priceChange: priceChangeSchema.nullable(),
    }),
  ),
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

/**
 * A price asked for in one market's currency (INR when not named), in whole paise or cents within
 * that currency's limits: ₹5 to ₹1,000 or €0.50 to €100 a minute.
 */
export const consolePriceChangeInputSchema = z
  .object({
    currency: marketCurrencySchema.default('INR'),
    pricePerMinuteMinor: intField,
  })
  .superRefine((input, context) => {
    const min = MIN_ASKED_PRICE_PER_MINUTE[input.currency];
    const max = MAX_PRICE_PER_MINUTE[input.currency];
    const unit = input.currency === 'INR' ? 'paise' : 'cents';
    if (input.pricePerMinuteMinor < min || input.pricePerMinuteMinor > max) {
      context.addIssue({
        code: 'custom',
        path: ['pricePerMinuteMinor'],
        message: `must be ${min} to ${max} ${unit} for ${input.currency}`,
      });
    }
  });
export type ConsolePriceChangeInput = z.input<typeof consolePriceChangeInputSchema>;

/**
 * A new request replaces a pending one of the same currency; the price changes only when the
 * operator approves.
 */
export const consolePriceChangeCall = defineCall({
  path: '/api/console/profile/price-change',
  methods: 'POST',
  summary:
    'Console: the signed-in psychic asks the operator for a new price per minute in one of their markets',
  input: consolePriceChangeInputSchema,
  output: consoleProfileSchema,
  auth: 'user',
});
