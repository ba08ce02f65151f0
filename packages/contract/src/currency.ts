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
 * spec §3 currencyDto. `conversionFactor` is how many base minor units (INR paise) make one
 * displayed unit: display = amount / conversionFactor, 2 decimals. INR is 100 (paise -> rupees);
 * USD is about 8,300 (paise per dollar).
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

/** Spec §7 "Rate of conversion": which currency to show prices in, chosen by time zone. */
export const currencyDetailsCall = defineCall({
  path: '/api/currency/get/currency/details',
  methods: ['GET', 'POST'],
  summary: 'The display currency for a time zone (currencyDto, isForeign)',
  input: currencyDetailsInputSchema,
  output: currencyDetailsDataSchema,
  auth: 'none',
});
