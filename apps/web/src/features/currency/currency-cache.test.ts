import { describe, expect, it } from 'vitest';
import {
  isFresh,
  readCachedCurrency,
  readMultipleCurrencyEnabled,
  saveCurrency,
} from './currency-cache';

const DAY_MS = 86_400_000;

describe('currency cache', () => {
  it('stores the currencyDto with its fetch time and the multi-currency flag', () => {
    expect(readCachedCurrency()).toBeNull();
    saveCurrency(
      {
        currencyDto: { symbol: '€', conversionFactor: 100, isoCode: 'EUR' },
        isForeign: true,
        multipleCurrencyEnabled: true,
      },
      1_000,
    );
    expect(readCachedCurrency()).toEqual({
      currency: { symbol: '€', conversionFactor: 100, isoCode: 'EUR' },
      fetchedAt: 1_000,
    });
    expect(JSON.parse(localStorage.getItem('conversion_rate') ?? '{}')).toMatchObject({
      isoCode: 'EUR',
    });
    expect(readMultipleCurrencyEnabled()).toBe(true);
  });

  it('keeps an answer for one day', () => {
    expect(isFresh(0, DAY_MS - 1)).toBe(true);
    expect(isFresh(0, DAY_MS)).toBe(false);
    expect(isFresh(5_000, 1_000)).toBe(false);
  });

  it('ignores a stored value it cannot read, or a display rate from before decision 045', () => {
    localStorage.setItem('conversion_rate', '{"symbol":"$"}');
    expect(readCachedCurrency()).toBeNull();
    localStorage.setItem(
      'conversion_rate',
      '{"symbol":"$","conversionFactor":8800,"isoCode":"USD","fetchedAt":1}',
    );
    expect(readCachedCurrency()).toBeNull();
    localStorage.setItem(
      'conversion_rate',
      '{"symbol":"€","conversionFactor":10200,"isoCode":"EUR","fetchedAt":1}',
    );
    expect(readCachedCurrency()).toBeNull();
  });
});
