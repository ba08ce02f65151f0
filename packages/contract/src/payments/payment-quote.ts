import type { TaxMode } from '../markets/market-currency';

/**
 * The money of one recharge, in minor units of its currency. Server and web share this so the
 * summary a user sees before paying is exactly what checkout charges. Integer arithmetic only.
 */
export type PaymentQuote = Readonly<{
  /** What goes into the wallet as a `recharge` entry: the price the user picked. */
  amountMinor: number;
  /** Extra wallet money (a `bonus` entry); not paid for, not taxed. */
  bonusMinor: number;
  /** The price without tax (the revenue an invoice states); net + tax = total. */
  netMinor: number;
  taxMinor: number;
  /** What the gateway charges (gross). */
  totalMinor: number;
}>;

/** 18 % GST as the default tax of a recharge in India, in hundredths of a percent. */
export const DEFAULT_TAX_BASIS_POINTS = 1800;

/**
 * `exclusive` (India): the tax is added on top of the amount, total = amount + tax. `inclusive`
 * (EU consumers): the amount is the gross price, the tax is the part of it that is tax,
 * total = amount.
 */
export function quotePayment(input: {
  amountMinor: number;
  bonusPercent: number;
  taxBasisPoints: number;
  taxMode?: TaxMode;
}): PaymentQuote {
  const { amountMinor, bonusPercent, taxBasisPoints } = input;
  // The bonus rounds down (never more than promised); tax rounds half up, as invoices do.
  const bonusMinor = Math.floor((amountMinor * bonusPercent) / 100);
  if (input.taxMode === 'inclusive') {
    const taxMinor = Math.floor(
      (amountMinor * taxBasisPoints * 2 + (10_000 + taxBasisPoints)) /
        ((10_000 + taxBasisPoints) * 2),
    );
    return {
      amountMinor,
      bonusMinor,
      netMinor: amountMinor - taxMinor,
      taxMinor,
      totalMinor: amountMinor,
    };
  }
  const taxMinor = Math.floor((amountMinor * taxBasisPoints + 5_000) / 10_000);
  return {
    amountMinor,
    bonusMinor,
    netMinor: amountMinor,
    taxMinor,
    totalMinor: amountMinor + taxMinor,
  };
}
