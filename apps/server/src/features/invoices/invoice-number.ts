import type { MarketCurrency } from '@lumus/contract/markets/market-currency';

/**
 * The zone whose calendar dates an invoice and picks its year: the seller's for each currency
 * (India's one zone; the euro markets are invoiced from Germany). Fixed here rather than taken from
 * the viewer, so the same invoice reads the same date wherever it is downloaded (decision 051).
 */
export const INVOICE_TIME_ZONE: Readonly<Record<MarketCurrency, string>> = {
  INR: 'Asia/Kolkata',
  EUR: 'Europe/Berlin',
};

/** `YYYY-MM-DD` of `at` in `timeZone`. */
export function calendarDate(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A market's series for a year: `DE-2026`. */
export function invoiceSeriesOf(market: string, issueDate: string): string {
  return `${market}-${issueDate.slice(0, 4)}`;
}

/**
 * The printed number: `LUM-DE26-0000042` (market, the year's last two digits, seven digits). At
 * most 16 characters of letters, digits and hyphens, as India's CGST Rules (rule 46(b)) require of
 * a tax invoice's serial number, for up to 9,999,999 invoices a year per market.
 */
export function formatInvoiceNumber(series: string, number: number): string {
  const [market = '', year = ''] = series.split('-');
  return `LUM-${market}${year.slice(-2)}-${String(number).padStart(7, '0')}`;
}
