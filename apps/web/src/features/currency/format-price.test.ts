import { BASE_CURRENCY_DTO } from '@lumus/contract/base-currency';
import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('shows paise as rupees with the rupee sign by default (factor 100)', () => {
    expect(formatPrice(4500, 'en', BASE_CURRENCY_DTO)).toBe('₹45.00');
    expect(formatPrice(1000, 'en', BASE_CURRENCY_DTO)).toBe('₹10.00');
    expect(formatPrice(15_000, 'de', BASE_CURRENCY_DTO)).toBe('₹150,00');
    expect(formatPrice(123_456_789, 'en', BASE_CURRENCY_DTO)).toBe('₹12,34,567.89');
  });

  it('divides by the conversion factor and rounds to 2 decimals', () => {
    const usd = { symbol: '$', conversionFactor: 8800, isoCode: 'USD' };
    expect(formatPrice(4500, 'en', usd)).toBe('$0.51');
    expect(formatPrice(88_000, 'en', usd)).toBe('$10.00');
    const eur = { symbol: '€', conversionFactor: 10_200, isoCode: 'EUR' };
    expect(formatPrice(15_000, 'de', eur)).toBe('€1,47');
    expect(formatPrice(0, 'de', eur)).toBe('€0,00');
  });
});
