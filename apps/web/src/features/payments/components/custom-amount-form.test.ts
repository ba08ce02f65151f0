import { describe, expect, it } from 'vitest';
import { parseWholeAmount } from './custom-amount-form';

const limits = { minAmount: 100, maxAmount: 10_000_000 };

describe('parseWholeAmount', () => {
  it('turns whole units into minor units', () => {
    expect(parseWholeAmount(' 250 ', limits)).toEqual({ amount: 25_000 });
    expect(parseWholeAmount('100000', limits)).toEqual({ amount: 10_000_000 });
  });

  it('names what is wrong with anything else', () => {
    expect(parseWholeAmount('', limits)).toEqual({ problem: 'invalid' });
    expect(parseWholeAmount('12.5', limits)).toEqual({ problem: 'invalid' });
    expect(parseWholeAmount('-5', limits)).toEqual({ problem: 'invalid' });
    expect(parseWholeAmount('0', limits)).toEqual({ problem: 'too_small' });
    expect(parseWholeAmount('100001', limits)).toEqual({ problem: 'too_large' });
  });
});
