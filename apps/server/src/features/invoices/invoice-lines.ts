import { ACCEPT_LANGUAGE, type Language } from '@lumus/contract/constants';
import { CURRENCY_SYMBOL, type MarketCurrency } from '@lumus/contract/markets/market-currency';
import type { InvoiceWords } from './invoice-words';

const NBSP = '\u00a0';

/**
 * An invoice amount: always two decimals (a tax document's columns line up, and its figures are
 * exact to the paisa or cent), grouped and signed as the app writes money: "₹1,180.00",
 * "€10.00", "10,00 €", "1.180,00 ₹".
 */
export function invoiceMoney(minor: number, currency: MarketCurrency, language: Language): string {
  const number = new Intl.NumberFormat(ACCEPT_LANGUAGE[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
  const symbol = CURRENCY_SYMBOL[currency];
  return language === 'de' ? `${number}${NBSP}${symbol}` : `${symbol}${number}`;
}

/** "18%", "25.5%"; German "19 %", "25,5 %". */
export function percentText(basisPoints: number, language: Language): string {
  const number = new Intl.NumberFormat(ACCEPT_LANGUAGE[language], {
    maximumFractionDigits: 2,
  }).format(basisPoints / 100);
  return language === 'de' ? `${number}${NBSP}%` : `${number}%`;
}

/** "15 August 2026" / "15. August 2026" of a stored calendar day (no zone shifts it). */
export function invoiceDate(day: string, language: Language): string {
  return new Intl.DateTimeFormat(ACCEPT_LANGUAGE[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * State codes of the Union Territories without a legislature, whose GST half is UTGST rather than
 * SGST (Chandigarh, the Dadra and Nagar Haveli and Daman and Diu codes, Lakshadweep, the Andaman
 * and Nicobar Islands, Ladakh).
 */
const UTGST_CODES = new Set(['04', '25', '26', '31', '35', '38']);

export type AmountLine = Readonly<{ label: string; amountMinor: number; total?: boolean }>;

export type TaxKind = 'gst' | 'vat';

/** India's payments carry GST; every other market's, VAT. */
export function taxKindOf(market: string): TaxKind {
  return market === 'IN' ? 'gst' : 'vat';
}

/**
 * The amount lines under the item. GST: the place of supply is the supplier's own state (a
 * consumer's address is not on record), so the supply is intra-state and its 18 % is shown as
 * CGST and SGST (or UTGST) halves, then their sum "GST 18%" (decision 051). VAT: net, VAT, gross.
 */
export function amountLines(
  invoice: Readonly<{
    market: string;
    netMinor: number;
    taxMinor: number;
    grossMinor: number;
    taxBasisPoints: number;
  }>,
  gstState: string | null,
  words: InvoiceWords,
  language: Language,
): AmountLine[] {
  const kind = taxKindOf(invoice.market);
  const rate = percentText(invoice.taxBasisPoints, language);
  const lines: AmountLine[] = [{ label: words.net[kind], amountMinor: invoice.netMinor }];
  const stateCode = gstState === null ? undefined : /\((\d{2})\)$/.exec(gstState)?.[1];
  if (kind === 'gst' && stateCode !== undefined) {
    const half = percentText(invoice.taxBasisPoints / 2, language);
    // The halves add up to the stored tax; an odd paisa goes to the central half.
    const central = Math.ceil(invoice.taxMinor / 2);
    lines.push(
      { label: `CGST ${half}`, amountMinor: central },
      {
        label: `${UTGST_CODES.has(stateCode) ? 'UTGST' : 'SGST'} ${half}`,
        amountMinor: invoice.taxMinor - central,
      },
    );
  }
  lines.push(
    { label: `${words.tax[kind]} ${rate}`, amountMinor: invoice.taxMinor },
    { label: words.total, amountMinor: invoice.grossMinor, total: true },
  );
  return lines;
}
