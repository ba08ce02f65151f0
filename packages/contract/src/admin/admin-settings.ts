import { z } from 'zod';
import { MARKET_CURRENCIES } from '../markets/market-currency';
import { marketCurrencySchema } from '../markets/currency-amount';
import { booleanField, idField, intField } from '../fields';
import { textField } from '../text-fields';

/**
 * Static value holding the free minutes of a new user's first chat. Without the row the server's
 * FREE_CHAT_MINUTES applies, so an operator can change the offer without a restart.
 */
export const FREE_CHAT_MINUTES_STATIC_ID = 510;
export const MAX_FREE_CHAT_MINUTES = 600;

export const adminStaticValueSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  mode: z.string().nullable(),
  description: z.string(),
  updatedAt: z.string(),
});
export type AdminStaticValue = z.infer<typeof adminStaticValueSchema>;

export const adminRechargePackSchema = z.object({
  id: z.number().int(),
  /** The wallet currency the pack is sold in; amounts are its minor units (decision 045). */
  currency: z.enum(MARKET_CURRENCIES),
  amountMinor: z.number().int(),
  bonusPercent: z.number().int(),
  firstRechargeBonusPercent: z.number().int(),
  isPopular: z.boolean(),
  sortOrder: z.number().int(),
  active: z.boolean(),
});
export type AdminRechargePack = z.infer<typeof adminRechargePackSchema>;

export const adminCurrencyRateSchema = z.object({
  isoCode: z.string(),
  symbol: z.string(),
  conversionFactor: z.number(),
  countries: z.array(z.string()),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type AdminCurrencyRate = z.infer<typeof adminCurrencyRateSchema>;

export const adminExperimentSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  description: z.string(),
  active: z.boolean(),
  variants: z.array(
    z.object({
      key: z.string(),
      weight: z.number().int(),
      /** Subjects fixed to this variant (they keep it whatever the weights become). */
      assigned: z.number().int(),
      /** Subjects who were shown it, and their page views. */
      exposed: z.number().int(),
      views: z.number().int(),
      /** Signed-in users shown it (guests cannot pay, so outcomes are per user). */
      exposedUsers: z.number().int(),
      /** Exposed users whose first successful top-up ever came after their first view. */
      firstPayers: z.number().int(),
      /**
       * Top-ups (without tax or bonus) of exposed users after their first view, per currency in
       * its minor units; rupees and euros are never added (decision 052).
       */
      revenue: z.record(marketCurrencySchema, z.number().int()),
    }),
  ),
});
export type AdminExperiment = z.infer<typeof adminExperimentSchema>;

export const adminSettingsSchema = z.object({
  staticValues: z.array(adminStaticValueSchema),
  rechargePacks: z.array(adminRechargePackSchema),
  currencyRates: z.array(adminCurrencyRateSchema),
  freeChatMinutes: z.number().int(),
  /** True while no admin has set the minutes and the server's FREE_CHAT_MINUTES applies. */
  freeChatMinutesFromEnv: z.boolean(),
  experiments: z.array(adminExperimentSchema),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminSettingsDataSchema = adminSettingsSchema;

/** A static value; `staticValueProblem` (admin-static-values) checks it against its id. */
export const adminStaticValueInputSchema = z.object({
  id: idField,
  value: textField(500),
  mode: z.union([z.null(), z.literal('').transform(() => null), textField(40)]).default(null),
  description: textField(200).optional(),
});
export type AdminStaticValueInput = z.input<typeof adminStaticValueInputSchema>;

const percentField = intField.pipe(
  z.number().min(0, { error: 'must be 0 to 200' }).max(200, { error: 'must be 0 to 200' }),
);

/**
 * Creates a pack without `id`, edits the pack with it. The currency is chosen when the pack is made
 * (INR when absent) and kept: an edit may repeat it, not change it (decision 052). The amount must
 * lie within the currency's limits (`CUSTOM_AMOUNT_LIMITS`), checked by the server.
 */
export const adminRechargePackInputSchema = z.object({
  id: idField.optional(),
  currency: z.enum(MARKET_CURRENCIES, { error: 'must be INR or EUR' }).optional(),
  /** Whole minor units; the range depends on the currency, so the server checks it. */
  amountMinor: intField,
  bonusPercent: percentField.default(0),
  firstRechargeBonusPercent: percentField.default(0),
  isPopular: booleanField.default(false),
  sortOrder: intField.pipe(z.number().int().min(0).max(1000)).default(0),
  active: booleanField.default(true),
});
export type AdminRechargePackInput = z.input<typeof adminRechargePackInputSchema>;

export const adminCurrencyRateInputSchema = z.object({
  isoCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'must be a three-letter ISO code' }),
  symbol: textField(8).pipe(z.string().min(1, { error: 'is required' })),
  /** Paise per displayed unit (INR 100, USD about 8,300). */
  conversionFactor: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d+(\.\d+)?$/)
          .transform(Number),
      ],
      {
        error: 'must be a positive number',
      },
    )
    .pipe(z.number().positive({ error: 'must be a positive number' }).max(1_000_000)),
  countries: z
    .union([z.array(z.string()), z.string()])
    .transform((value) =>
      (typeof value === 'string' ? value.split(',') : value)
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, { error: 'must be two-letter country codes' }))),
  enabled: booleanField.default(true),
});
export type AdminCurrencyRateInput = z.input<typeof adminCurrencyRateInputSchema>;

export const adminFreeChatMinutesInputSchema = z.object({
  minutes: intField.pipe(
    z
      .number()
      .min(0, { error: `must be 0 to ${MAX_FREE_CHAT_MINUTES}` })
      .max(MAX_FREE_CHAT_MINUTES, { error: `must be 0 to ${MAX_FREE_CHAT_MINUTES}` }),
  ),
});
export type AdminFreeChatMinutesInput = z.input<typeof adminFreeChatMinutesInputSchema>;

/** Highest weight of one variant; weights are relative, so this is plenty. */
export const MAX_VARIANT_WEIGHT = 1000;

/**
 * Switches an experiment on or off and sets its variants' weights (new subjects only; who already
 * has a variant keeps it). Variants are named by their existing keys.
 */
export const adminExperimentInputSchema = z.object({
  key: textField(100).pipe(z.string().min(1, { error: 'is required' })),
  active: booleanField,
  variants: z
    .array(
      z.object({
        key: textField(100),
        weight: intField.pipe(
          z
            .number()
            .min(0, { error: `must be 0 to ${MAX_VARIANT_WEIGHT}` })
            .max(MAX_VARIANT_WEIGHT, { error: `must be 0 to ${MAX_VARIANT_WEIGHT}` }),
        ),
      }),
    )
    .min(1, { error: 'needs at least one variant' }),
});
export type AdminExperimentInput = z.input<typeof adminExperimentInputSchema>;
