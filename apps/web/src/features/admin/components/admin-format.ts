import type { Language } from '@lumus/contract/constants';
import {
  CURRENCY_SYMBOL,
  MINOR_PER_UNIT,
  type MarketCurrency,
} from '@lumus/contract/markets/market-currency';
import { ACCEPT_LANGUAGE } from '@lumus/contract/constants';
import { formatMoney } from '../../../lib/format/money';
import { isApiError } from '../../../lib/api/api-error';

/** An amount of rupees (the India price, a rupee pack). */
export function rupees(amountMinor: number, language: Language): string {
  return money(amountMinor, 'INR', language);
}

/**
 * An amount in the currency it is stored in (decision 052: rupees and euros are shown apart,
 * never converted), written the app's way: "₹100", "6,82 €".
 */
export function money(amountMinor: number, currency: MarketCurrency, language: Language): string {
  return formatMoney(amountMinor, language, {
    symbol: CURRENCY_SYMBOL[currency],
    conversionFactor: MINOR_PER_UNIT,
  });
}

/**
 * `12.50` (or `12,50`) typed by an admin or a psychic to minor units (paise, cents: both
 * currencies have two decimals); undefined when it is not such an amount.
 */
export function parseAmount(text: string): number | undefined {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalized)) return undefined;
  return Math.round(Number(normalized) * MINOR_PER_UNIT);
}

export function amountInput(amountMinor: number): string {
  return (amountMinor / MINOR_PER_UNIT).toFixed(2);
}

export function dateTime(iso: string | null, language: Language): string {
  if (iso === null) return '—';
  return new Intl.DateTimeFormat(ACCEPT_LANGUAGE[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

export function reasonOf(error: unknown): string {
  return isApiError(error) ? error.reason : String(error);
}

/** A fresh id per refund form, so a resent refund is recognised by the server. */
export function newRequestId(): string {
  return `refund-${crypto.randomUUID()}`;
}
