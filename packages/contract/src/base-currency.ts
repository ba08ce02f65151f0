import type { CurrencyDto } from './currency';

/**
 * The base currency: prices are stored in its minor unit (paise). Kept apart from the currency
 * schemas so the web app's first download can show rupees without loading zod.
 */
export const BASE_CURRENCY_DTO: CurrencyDto = {
  symbol: '₹',
  conversionFactor: 100,
  isoCode: 'INR',
};
