import { BASE_CURRENCY_DTO } from '@lumus/contract/base-currency';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

// Amounts are INR paise; the base currency's factor 100 turns them into rupees.
describe('formatMoney', () => {
  it('shows the rupee sign and two decimals', () => {
    expect(formatMoney(0, 'en', BASE_CURRENCY_DTO)).toBe('₹0.00');
    expect(formatMoney(1250, 'en', BASE_CURRENCY_DTO)).toBe('₹12.50');
    expect(formatMoney(123_457, 'en', BASE_CURRENCY_DTO)).toBe('₹1,234.57');
  });

  it('writes numbers the German way in German', () => {
    expect(formatMoney(123_450, 'de', BASE_CURRENCY_DTO)).toBe('₹1.234,50');
  });

  it('divides by the conversion factor of the display currency', () => {
    expect(formatMoney(830, 'en', { symbol: '$', conversionFactor: 83 })).toBe('$10.00');
  });

  it('groups lakhs and crores in English (en-IN) and rounds to two decimals', () => {
    expect(formatMoney(123_456_789, 'en', BASE_CURRENCY_DTO)).toBe('₹12,34,567.89');
    expect(formatMoney(4500, 'en', { symbol: '$', conversionFactor: 8800 })).toBe('$0.51');
    expect(formatMoney(15_000, 'de', { symbol: '€', conversionFactor: 10_200 })).toBe('€1,47');
  });
});
