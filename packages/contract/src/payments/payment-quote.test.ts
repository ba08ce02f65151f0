import { describe, expect, it } from 'vitest';
import { quotePayment } from './payment-quote';

describe('quotePayment', () => {
  it('adds 18 % GST to the amount and the bonus on top of the wallet credit', () => {
    expect(quotePayment({ amountMinor: 50_000, bonusPercent: 10, taxBasisPoints: 1800 })).toEqual({
      amountMinor: 50_000,
      bonusMinor: 5_000,
      netMinor: 50_000,
      taxMinor: 9_000,
      totalMinor: 59_000,
    });
  });

  it('rounds tax half up and the bonus down, in whole paise', () => {
    // 18 % of ₹0.99 is 17.82 paise -> 18; 7.5 % of 1 paisa is 0.075 -> 0.
    expect(quotePayment({ amountMinor: 99, bonusPercent: 0, taxBasisPoints: 1800 }).taxMinor).toBe(
      18,
    );
    expect(quotePayment({ amountMinor: 1, bonusPercent: 0, taxBasisPoints: 750 }).taxMinor).toBe(0);
    expect(quotePayment({ amountMinor: 250, bonusPercent: 0, taxBasisPoints: 200 }).taxMinor).toBe(
      5,
    );
    expect(quotePayment({ amountMinor: 333, bonusPercent: 5, taxBasisPoints: 0 })).toEqual({
      amountMinor: 333,
      bonusMinor: 16,
      netMinor: 333,
      taxMinor: 0,
      totalMinor: 333,
    });
  });

  it('stays exact at the largest allowed payment', () => {
    const quote = quotePayment({ amountMinor: 10_000_000, bonusPercent: 25, taxBasisPoints: 1800 });
    expect(quote).toEqual({
      amountMinor: 10_000_000,
      bonusMinor: 2_500_000,
      netMinor: 10_000_000,
      taxMinor: 1_800_000,
      totalMinor: 11_800_000,
    });
  });

  it('takes VAT out of a gross price when the tax is included (EU consumers)', () => {
    // €10 incl. 19 % VAT: 1000 × 19/119 = 159.66 cents -> 160; the wallet gets the €10 paid.
    expect(
      quotePayment({
        amountMinor: 1_000,
        bonusPercent: 10,
        taxBasisPoints: 1900,
        taxMode: 'inclusive',
      }),
    ).toEqual({
      amountMinor: 1_000,
      bonusMinor: 100,
      netMinor: 840,
      taxMinor: 160,
      totalMinor: 1_000,
    });
    // €5: 79.83 -> 80; €50 at 20 % (France): 833.33 -> 833.
    expect(
      quotePayment({
        amountMinor: 500,
        bonusPercent: 0,
        taxBasisPoints: 1900,
        taxMode: 'inclusive',
      }).taxMinor,
    ).toBe(80);
    expect(
      quotePayment({
        amountMinor: 5_000,
        bonusPercent: 0,
        taxBasisPoints: 2000,
        taxMode: 'inclusive',
      }).netMinor,
    ).toBe(4_167);
  });
});
