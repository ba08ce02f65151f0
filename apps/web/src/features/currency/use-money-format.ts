import { BASE_CURRENCY_DTO } from '@lumus/contract/base-currency';
import {
  CURRENCY_SYMBOL,
  MINOR_PER_UNIT,
  type MarketCurrency,
} from '@lumus/contract/markets/market-currency';
import { useCallback } from 'react';
import { formatMoney } from '../../lib/format/money';
import { useLanguage } from '../../lib/i18n/use-language';
import { useDisplayCurrency } from './use-display-currency';

/**
 * Formats an amount in minor units of the viewer's market currency (spec §9: amount /
 * conversionFactor; decision 045: no rate), in the UI language.
 */
export function useMoneyFormat(): (amountMinor: number) => string {
  const language = useLanguage();
  const currency = useDisplayCurrency();
  return useCallback(
    (amountMinor) => formatMoney(amountMinor, language, currency),
    [language, currency],
  );
}

/** Rupees whatever the viewer's market: a psychic's India price in the console. */
export function useInrFormat(): (amountMinor: number) => string {
  const language = useLanguage();
  return useCallback(
    (amountMinor) => formatMoney(amountMinor, language, BASE_CURRENCY_DTO),
    [language],
  );
}

/**
 * Formats a stored amount in the currency it was stored in (a payment, a ledger line): history
 * reads the same whatever the viewer's market and before the currency call has answered.
 */
export function useStoredMoneyFormat(): (amountMinor: number, currency: MarketCurrency) => string {
  const language = useLanguage();
  return useCallback(
    (amountMinor, currency) =>
      formatMoney(amountMinor, language, {
        symbol: CURRENCY_SYMBOL[currency],
        conversionFactor: MINOR_PER_UNIT,
      }),
    [language],
  );
}
