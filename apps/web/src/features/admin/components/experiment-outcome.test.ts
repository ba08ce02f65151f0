import { describe, expect, it } from 'vitest';
import { variantRates } from './experiment-outcome';

const base = { key: 'warm', weight: 1, assigned: 9, exposed: 7, views: 20 };

describe('variantRates', () => {
  it('divides by the exposed users, not by every exposed subject', () => {
    expect(
      variantRates({
        ...base,
        exposedUsers: 4,
        firstPayers: 1,
        revenue: { INR: 100_001, EUR: 0 },
      }),
    ).toEqual({ conversion: 0.25, revenuePerVisitor: [{ currency: 'INR', amount: 25_000 }] });
  });

  it('keeps rupee and euro revenue apart', () => {
    expect(
      variantRates({ ...base, exposedUsers: 2, firstPayers: 2, revenue: { INR: 10_000, EUR: 840 } })
        .revenuePerVisitor,
    ).toEqual([
      { currency: 'INR', amount: 5_000 },
      { currency: 'EUR', amount: 420 },
    ]);
  });

  it('has no rates while no signed-in user has seen the variant', () => {
    expect(
      variantRates({ ...base, exposedUsers: 0, firstPayers: 0, revenue: { INR: 0, EUR: 0 } }),
    ).toEqual({ conversion: null, revenuePerVisitor: null });
  });
});
