import { ACCEPT_LANGUAGE, AMOUNT_DECIMALS, type Language } from '@lumus/contract/constants';

export interface DisplayCurrency {
  symbol: string;
  /** Stored minor units per displayed unit (spec §3 currencyDto.conversionFactor; 100). */
  conversionFactor: number;
}

/** Non-breaking: "6,82 €" never breaks between the number and its sign. */
const NBSP = '\u00a0';

/**
 * An amount for display: divided by the conversion factor, grouped the way the UI language writes
 * numbers (en-IN / de-DE, the locales the API is asked for) and placed as that language places the
 * sign (decision 045): German "6,82 €" with two decimals; English "₹100" without needless decimals,
 * "₹12.50" otherwise.
 */
export function formatMoney(amount: number, language: Language, currency: DisplayCurrency): string {
  const factor = currency.conversionFactor > 0 ? currency.conversionFactor : 1;
  const value = amount / factor;
  const decimals = language === 'en' && Number.isInteger(value) ? 0 : AMOUNT_DECIMALS;
  const number = new Intl.NumberFormat(ACCEPT_LANGUAGE[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: AMOUNT_DECIMALS,
  }).format(value);
  return language === 'de'
    ? `${number}${NBSP}${currency.symbol.trim()}`
    : `${currency.symbol}${number}`;
}
