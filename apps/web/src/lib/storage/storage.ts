import type { z } from 'zod';
import type { StorageKey } from './storage-keys';

/**
 * localStorage with the spec's rule that empty values are never saved (§5), and zod-checked reads
 * so a value written by an older build or by hand cannot crash the app. Storage can be missing or
 * throw (private mode, quota), so every access is guarded and degrades to "nothing stored".
 */

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Empty means: undefined, null, a blank string, an empty array or an object without keys. */
export function isEmptyValue(value: unknown): value is null | undefined {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** Saves a value; strings as they are, everything else as JSON. Empty values are ignored. */
export function saveToStorage(key: StorageKey, value: unknown): boolean {
  if (isEmptyValue(value)) return false;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    storage()?.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

export function readString(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Checks a parsed value by hand: the value, or null when it has the wrong shape. */
export type JsonGuard<T> = (value: unknown) => T | null;

/**
 * Reads a JSON value and checks it against a zod schema or, for what the app shell reads before
 * zod is loaded, a hand-written guard; anything unreadable counts as absent.
 */
export function readJson<T>(key: StorageKey, schema: z.ZodType<T> | JsonGuard<T>): T | null {
  const text = readString(key);
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof schema === 'function') return schema(parsed);
  const result = schema.safeParse(parsed);
  return result.success ? result.data : null;
}

export function removeFromStorage(...keys: StorageKey[]): void {
  const target = storage();
  if (target === null) return;
  for (const key of keys) {
    try {
      target.removeItem(key);
    } catch {
      // A storage that refuses removal has nothing we could clean up anyway.
    }
  }
}
