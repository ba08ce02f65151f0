import { z } from 'zod';
import { MARKET_CURRENCIES } from './market-currency';

export const marketCurrencySchema = z.enum(MARKET_CURRENCIES, { error: 'must be INR or EUR' });

/**
 * A sum in one currency. Rupees and euros are never added together (decision 052), so a total over
 * sessions or payments of both markets is a list of these, one per currency.
 */
export const currencyAmountSchema = z.object({
  currency: marketCurrencySchema,
  /** Minor units of `currency`. */
  amount: z.number().int(),
});
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>;
