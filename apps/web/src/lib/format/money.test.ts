import { BASE_CURRENCY_DTO } from '@lumus/contract/base-currency';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

const EURO = { symbol: '€', conversionFactor: 100 };

// Amounts are minor units of their own currency (decision 045): factor 100, no rate.
describe('formatMoney', () => {
  it('shows rupees in English without needless decimals', () => {
    expect(formatMoney(10_000, 'en', BASE_CURRENCY_DTO)).toBe('₹100');
    expect(formatMoney(0, 'en', BASE_CURRENCY_DTO)).toBe('₹0');
    expect(formatMoney(1250, 'en', BASE_CURRENCY_DTO)).toBe('₹12.50');
    expect(formatMoney(123_457, 'en', BASE_CURRENCY_DTO)).toBe('₹1,234.57');
  });

  it('writes euros the German way: "6,82 €", two decimals, the sign after a fixed space', () => {
    expect(formatMoney(682, 'de', EURO)).toBe('6,82\u00a0€');
    expect(formatMoney(500, 'de', EURO)).toBe('5,00\u00a0€');
    expect(formatMoney(123_450, 'de', EURO)).toBe('1.234,50\u00a0€');
    expect(formatMoney(123_450, 'de', BASE_CURRENCY_DTO)).toBe('1.234,50\u00a0₹');
  });

  it('shows euros in English with the sign first', () => {
    expect(formatMoney(1_000, 'en', EURO)).toBe('€10');
    expect(formatMoney(149, 'en', EURO)).toBe('€1.49');
  });

  it('groups lakhs and crores in English (en-IN) and rounds to two decimals', () => {
    expect(formatMoney(123_456_789, 'en', BASE_CURRENCY_DTO)).toBe('₹12,34,567.89');
    expect(formatMoney(15_001, 'en', { symbol: '$', conversionFactor: 8800 })).toBe('$1.70');
  });
});
