import type { Language } from '@lumus/contract/constants';
import type { CurrencyDto } from '@lumus/contract/currency';
import { formatMoney } from '../../lib/format/money';

/**
 * A price in base minor units (paise) in the display currency: amount / conversionFactor with
 * 2 decimals and the currency's symbol (spec §9). ₹45 a minute is 4500 paise: "₹45.00" with INR
 * (factor 100), "$0.51" with USD (factor 8,800).
 */
export function formatPrice(
  amountMinor: number,
  language: Language,
  currency: CurrencyDto,
): string {
  return formatMoney(amountMinor, language, currency);
}
