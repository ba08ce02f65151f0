import {
  CURRENCY_SYMBOL,
  isMarketCurrency,
  MINOR_PER_UNIT,
} from '@lumus/contract/markets/market-currency';
import { formatMoney } from '../../../lib/format/money';

/*
 * Money of the earnings pages, always in the currency a line was booked in: never converted to
 * the display currency, so a past earning reads the same whatever today's rate is (decision 038).
 * Written the app's way (decision 045): "₹420", "6,82 €".
 */

export function formatMinor(amount: number, currency: string, language: string): string {
  if (isMarketCurrency(currency)) {
    return formatMoney(amount, language === 'de' ? 'de' : 'en', {
      symbol: CURRENCY_SYMBOL[currency],
      conversionFactor: MINOR_PER_UNIT,
    });
  }
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-IN', {
    style: 'currency',
    currency,
    signDisplay: 'auto',
  }).format(amount / 100);
}

export function formatSigned(amount: number, currency: string, language: string): string {
  const text = formatMinor(Math.abs(amount), currency, language);
  return amount < 0 ? `−${text}` : `+${text}`;
}

export function formatWhen(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

export type PeriodKind = 'today' | 'week' | 'month' | 'custom';

/** A period in the browser's own time zone, as instants: [from, to). Weeks start on Monday. */
export function periodOf(
  kind: PeriodKind,
  now: Date,
  custom: Readonly<{ from: string; to: string }>,
): { from: string; to: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (kind === 'custom') {
    const [fy, fm, fd] = custom.from.split('-').map(Number);
    const [ty, tm, td] = custom.to.split('-').map(Number);
    const from = new Date(fy ?? 0, (fm ?? 1) - 1, fd ?? 1);
    const to = new Date(ty ?? 0, (tm ?? 1) - 1, (td ?? 1) + 1);
    return { from: from.toISOString(), to: to.toISOString() };
  }
  if (kind === 'week') start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  if (kind === 'month') start.setDate(1);
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}
