import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paymentAmountField } from './money';

const schema = z.object({ amount: paymentAmountField });

function reasonFor(amount: unknown): string | undefined {
  const result = schema.safeParse({ amount });
  return result.success ? undefined : result.error.issues.map((issue) => issue.message).join('; ');
}

describe('paymentAmountField', () => {
  it('accepts whole paise within the limits, from JSON or form text', () => {
    expect(schema.parse({ amount: 100 })).toEqual({ amount: 100 });
    expect(schema.parse({ amount: ' 50000 ' })).toEqual({ amount: 50_000 });
    expect(schema.parse({ amount: 10_000_000 })).toEqual({ amount: 10_000_000 });
  });

  it.each([
    [-500, 'must be at least 100 paise'],
    ['-1', 'must be at least 100 paise'],
    [0, 'must be at least 100 paise'],
    [99, 'must be at least 100 paise'],
    [150.5, 'must be a whole number of paise'],
    ['12.34', 'must be a whole number of paise'],
    [10_000_001, 'must be at most 10000000 paise'],
    ['99999999999999999999', 'must be at most 10000000 paise'],
    [Number.POSITIVE_INFINITY, 'must be a number'],
    [Number.NaN, 'must be a number'],
    ['abc', 'must be a number'],
    ['', 'must be a number'],
    ['1e6', 'must be a number'],
    ['0x100', 'must be a number'],
    [true, 'must be a number'],
    [undefined, 'is required'],
  ])('rejects %s with "%s"', (amount, reason) => {
    expect(reasonFor(amount)).toBe(reason);
  });
});
