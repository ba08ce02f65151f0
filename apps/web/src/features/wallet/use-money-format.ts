import { DEFAULT_CURRENCY_SYMBOL } from '@lumus/contract/constants';
import { MINOR_PER_MAJOR } from '@lumus/contract/wallet/money';
import { useCallback } from 'react';
import { type DisplayCurrency, formatMoney } from '../../lib/format/money';
import { useLanguage } from '../../lib/i18n/use-language';

/** Wallet amounts are paise: shown in rupees, 2 decimals (spec §9: amount / conversionFactor). */
export const INR_PAISE: DisplayCurrency = {
  symbol: DEFAULT_CURRENCY_SYMBOL,
  conversionFactor: MINOR_PER_MAJOR,
};

/** Formats an amount in paise in the UI language. */
export function useMoneyFormat(): (amountMinor: number) => string {
  const language = useLanguage();
  return useCallback((amountMinor) => formatMoney(amountMinor, language, INR_PAISE), [language]);
}
