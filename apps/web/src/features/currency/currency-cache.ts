import { CONVERSION_RATE_CACHE_S } from '@lumus/contract/constants';
import type { CurrencyDetailsData, CurrencyDto } from '@lumus/contract/currency';
import { isMarketCurrency, MINOR_PER_UNIT } from '@lumus/contract/markets/market-currency';
import { isRecord } from '../../lib/storage/json-guards';
import { readJson, readString, saveToStorage } from '../../lib/storage/storage';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys';

/**
 * The currency of spec §3/§7, kept a day (CONVERSION_RATE_CACHE_S, read as seconds). It lives in
 * `conversion_rate` as the currencyDto plus `fetchedAt` (ms), so logout's India check can read its
 * isoCode; `multipleCurrencyEnabled` is stored under its own key as the spec lists it.
 */
export type CachedCurrency = Readonly<{ currency: CurrencyDto; fetchedAt: number }>;

/** Checked by hand: the shell shows prices before zod is loaded (currencyDtoSchema's rules). */
function toCachedCurrency(value: unknown): CachedCurrency | null {
  if (!isRecord(value)) return null;
  const { symbol, conversionFactor, isoCode, fetchedAt } = value;
  if (typeof symbol !== 'string' || !isMarketCurrency(isoCode)) return null;
  // A display rate stored before decision 045 (USD at 8,800 paise) is not a market currency.
  if (conversionFactor !== MINOR_PER_UNIT) return null;
  if (typeof fetchedAt !== 'number') return null;
  return { currency: { symbol, conversionFactor, isoCode }, fetchedAt };
}

export function readCachedCurrency(): CachedCurrency | null {
  return readJson(STORAGE_KEYS.conversionRate, toCachedCurrency);
}

export function isFresh(fetchedAt: number, nowMs: number): boolean {
  const age = nowMs - fetchedAt;
  return age >= 0 && age < CONVERSION_RATE_CACHE_S * 1000;
}

export function saveCurrency(data: CurrencyDetailsData, nowMs: number): void {
  saveToStorage(STORAGE_KEYS.conversionRate, { ...data.currencyDto, fetchedAt: nowMs });
  saveToStorage(STORAGE_KEYS.multipleCurrencyEnabled, String(data.multipleCurrencyEnabled));
}

export function readMultipleCurrencyEnabled(): boolean {
  return readString(STORAGE_KEYS.multipleCurrencyEnabled) === 'true';
}
