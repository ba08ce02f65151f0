import { ACCEPT_LANGUAGE, AMOUNT_DECIMALS, type Language } from '@lumus/contract/constants';

export interface DisplayCurrency {
  symbol: string;
  /** Base-currency units per display unit (spec §3 currencyDto.conversionFactor). */
  conversionFactor: number;
}

/**
 * An amount for display: divided by the conversion factor, 2 decimals (spec §9), grouped the way
 * the UI language writes numbers (en-IN / de-DE, the same locales the API is asked for).
 */
export function formatMoney(amount: number, language: Language, currency: DisplayCurrency): string {
  const factor = currency.conversionFactor > 0 ? currency.conversionFactor : 1;
  const number = new Intl.NumberFormat(ACCEPT_LANGUAGE[language], {
    minimumFractionDigits: AMOUNT_DECIMALS,
    maximumFractionDigits: AMOUNT_DECIMALS,
  }).format(amount / factor);
  return `${currency.symbol}${number}`;
}
