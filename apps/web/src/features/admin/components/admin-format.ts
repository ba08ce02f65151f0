import type { Language } from '@lumus/contract/constants';
import { MINOR_PER_MAJOR } from '@lumus/contract/wallet/money';
import { ACCEPT_LANGUAGE } from '@lumus/contract/constants';
import { formatMoney } from '../../../lib/format/money';
import { isApiError } from '../../../lib/api/api-error';

/** Admins work in the base currency: every amount is shown in rupees. */
export function rupees(amountMinor: number, language: Language): string {
  return formatMoney(amountMinor, language, { symbol: '₹', conversionFactor: MINOR_PER_MAJOR });
}

/** `12.50` (or `12,50`) typed by an admin to paise; undefined when it is not such an amount. */
export function parseRupees(text: string): number | undefined {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalized)) return undefined;
  return Math.round(Number(normalized) * MINOR_PER_MAJOR);
}

export function rupeesInput(amountMinor: number): string {
  return (amountMinor / MINOR_PER_MAJOR).toFixed(2);
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
