import { describe, expect, it } from 'vitest';
import { parseRupees } from './custom-amount-form';

const limits = { minAmount: 100, maxAmount: 10_000_000 };

describe('parseRupees', () => {
  it('turns whole rupees into paise', () => {
    expect(parseRupees(' 250 ', limits)).toEqual({ amount: 25_000 });
    expect(parseRupees('100000', limits)).toEqual({ amount: 10_000_000 });
  });

  it('names what is wrong with anything else', () => {
    expect(parseRupees('', limits)).toEqual({ problem: 'invalid' });
    expect(parseRupees('12.5', limits)).toEqual({ problem: 'invalid' });
    expect(parseRupees('-5', limits)).toEqual({ problem: 'invalid' });
    expect(parseRupees('0', limits)).toEqual({ problem: 'too_small' });
    expect(parseRupees('100001', limits)).toEqual({ problem: 'too_large' });
  });
});
