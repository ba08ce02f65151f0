import { CONVERSION_RATE_CACHE_S } from '@lumus/contract/constants';
import {
  currencyDtoSchema,
  type CurrencyDetailsData,
  type CurrencyDto,
} from '@lumus/contract/currency';
import { z } from 'zod';
import { readJson, readString, saveToStorage } from '../../lib/storage/storage';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys';

/**
 * The currency of spec §3/§7, kept a day (CONVERSION_RATE_CACHE_S, read as seconds). It lives in
 * `conversion_rate` as the currencyDto plus `fetchedAt` (ms), so logout's India check can read its
 * isoCode; `multipleCurrencyEnabled` is stored under its own key as the spec lists it.
 */
const cachedRateSchema = currencyDtoSchema.extend({ fetchedAt: z.number() });

export type CachedCurrency = Readonly<{ currency: CurrencyDto; fetchedAt: number }>;

export function readCachedCurrency(): CachedCurrency | null {
  const stored = readJson(STORAGE_KEYS.conversionRate, cachedRateSchema);
  if (stored === null) return null;
  const { fetchedAt, ...currency } = stored;
  return { currency, fetchedAt };
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
