import { describe, expect, it } from 'vitest';
import { variantRates } from './experiment-outcome';

const base = { key: 'warm', weight: 1, assigned: 9, exposed: 7, views: 20 };

describe('variantRates', () => {
  it('divides by the exposed users, not by every exposed subject', () => {
    expect(
      variantRates({ ...base, exposedUsers: 4, firstPayers: 1, revenueMinor: 100_001 }),
    ).toEqual({ conversion: 0.25, revenuePerVisitorMinor: 25_000 });
  });

  it('has no rates while no signed-in user has seen the variant', () => {
    expect(variantRates({ ...base, exposedUsers: 0, firstPayers: 0, revenueMinor: 0 })).toEqual({
      conversion: null,
      revenuePerVisitorMinor: null,
    });
  });
});
