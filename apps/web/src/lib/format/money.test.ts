import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows the rupee sign and two decimals', () => {
    expect(formatMoney(0, 'en')).toBe('₹0.00');
    expect(formatMoney(12.5, 'en')).toBe('₹12.50');
    expect(formatMoney(1234.567, 'en')).toBe('₹1,234.57');
  });

  it('writes numbers the German way in German', () => {
    expect(formatMoney(1234.5, 'de')).toBe('₹1.234,50');
  });

  it('divides by the conversion factor of the display currency', () => {
    expect(formatMoney(830, 'en', { symbol: '$', conversionFactor: 83 })).toBe('$10.00');
  });
});
