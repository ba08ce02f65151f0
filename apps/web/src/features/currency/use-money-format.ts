import { BASE_CURRENCY_DTO } from '@lumus/contract/base-currency';
import { useCallback } from 'react';
import { formatMoney } from '../../lib/format/money';
import { useLanguage } from '../../lib/i18n/use-language';
import { useDisplayCurrency } from './use-display-currency';

/**
 * Formats an amount in paise in the user's display currency (spec §9: amount / conversionFactor,
 * 2 decimals), in the UI language.
 */
export function useMoneyFormat(): (amountMinor: number) => string {
  const language = useLanguage();
  const currency = useDisplayCurrency();
  return useCallback(
    (amountMinor) => formatMoney(amountMinor, language, currency),
    [language, currency],
  );
}

/** Rupees whatever the display currency: what a gateway actually charges. */
export function useInrFormat(): (amountMinor: number) => string {
  const language = useLanguage();
  return useCallback(
    (amountMinor) => formatMoney(amountMinor, language, BASE_CURRENCY_DTO),
    [language],
  );
}

/** True when amounts are shown in another currency than the rupees that are charged. */
export function useIsForeignDisplay(): boolean {
  return useDisplayCurrency().isoCode !== BASE_CURRENCY_DTO.isoCode;
}
