import { z } from 'zod';
import { intField } from './fields';
import { textField } from './text-fields';
import { defineCall } from './call';

export const currencyDetailsInputSchema = z.object({
  appId: intField.optional(),
  /** IANA zone of the browser, e.g. `Europe/Berlin`. Missing means the default (Asia/Kolkata). */
  timezone: textField(64).optional(),
});
export type CurrencyDetailsInput = z.input<typeof currencyDetailsInputSchema>;

/**
 * spec §3 currencyDto: the viewer's market currency (decision 045). `conversionFactor` is how many
 * stored minor units make one displayed unit: display = amount / conversionFactor, 2 decimals.
 * Amounts are stored in the market currency's own minor units, so it is 100 (paise -> rupees,
 * cents -> euros); no rate is applied to a stored amount.
 */
export const currencyDtoSchema = z.object({
  symbol: z.string(),
  conversionFactor: z.number().positive(),
  isoCode: z.string(),
});
export type CurrencyDto = z.infer<typeof currencyDtoSchema>;

export const currencyDetailsDataSchema = z.object({
  currencyDto: currencyDtoSchema,
  /** True when the time zone is not Asia/Kolkata. */
  isForeign: z.boolean(),
  /** True when the server offers more than the base currency. */
  multipleCurrencyEnabled: z.boolean(),
});
export type CurrencyDetailsData = z.infer<typeof currencyDetailsDataSchema>;

export type CurrencyDetailsResponse = z.infer<typeof currencyDetailsCall.response>;

/**
 * Spec §7 "Rate of conversion": which currency prices are shown in: the signed-in user's wallet
 * currency, else the market of the `lumus_market` cookie, else of the time zone (it sets the cookie).
 */
export const currencyDetailsCall = defineCall({
  path: '/api/currency/get/currency/details',
  methods: ['GET', 'POST'],
  summary: "The viewer's market currency (currencyDto, isForeign); sets the market cookie",
  input: currencyDetailsInputSchema,
  output: currencyDetailsDataSchema,
  auth: 'none',
});
