import { describe, expect, it } from 'vitest';
import { formatAmounts } from './console-money';

const format = (amount: number, currency: string) => `${currency} ${String(amount)}`;

describe('sums per currency', () => {
  it('writes each currency apart, never adding them', () => {
    expect(
      formatAmounts(
        [
          { currency: 'EUR', amount: 279 },
          { currency: 'INR', amount: 420 },
        ],
        format,
        'INR',
      ),
    ).toBe('EUR 279 · INR 420');
  });

  it('writes a zero in the fallback currency when nothing was earned', () => {
    expect(formatAmounts([], format, 'EUR')).toBe('EUR 0');
  });
});
