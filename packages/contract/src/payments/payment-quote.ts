/**
 * The money of one recharge, in paise. Server and web share this so the summary a user sees before
 * paying is exactly what checkout charges. Integer arithmetic only.
 */
export type PaymentQuote = Readonly<{
  /** What goes into the wallet as a `recharge` entry. */
  amountMinor: number;
  /** Extra wallet money (a `bonus` entry); not paid for, not taxed. */
  bonusMinor: number;
  taxMinor: number;
  /** What the gateway charges: amount + tax. */
  totalMinor: number;
}>;

/** 18 % GST as the default tax of a recharge in India, in hundredths of a percent. */
export const DEFAULT_TAX_BASIS_POINTS = 1800;

export function quotePayment(input: {
  amountMinor: number;
  bonusPercent: number;
  taxBasisPoints: number;
}): PaymentQuote {
  const { amountMinor, bonusPercent, taxBasisPoints } = input;
  // The bonus rounds down (never more than promised); tax rounds half up, as invoices do.
  const bonusMinor = Math.floor((amountMinor * bonusPercent) / 100);
  const taxMinor = Math.floor((amountMinor * taxBasisPoints + 5_000) / 10_000);
  return { amountMinor, bonusMinor, taxMinor, totalMinor: amountMinor + taxMinor };
}
