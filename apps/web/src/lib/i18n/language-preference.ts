import { LANGUAGES, type Language } from '@lumus/contract/constants';
import { readString, saveToStorage } from '../storage/storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

/** The language the user picked with the EN/DE switch, if they ever did. */
export function readStoredLanguage(): Language | null {
  const stored = readString(STORAGE_KEYS.language);
  return LANGUAGES.find((language) => language === stored) ?? null;
}

export function rememberLanguage(language: Language): void {
  saveToStorage(STORAGE_KEYS.language, language);
}

type TemporalNow = { Now: { timeZoneId: () => string } };

/**
 * The browser's time zone. Temporal answers at once where the browser has it; Intl's first use
 * loads the locale data, 20-60 ms of a first visit's main thread on a desktop, several times that
 * on a phone, before the page can respond.
 */
export function browserTimeZone(): string | undefined {
  try {
    const temporal: unknown = Reflect.get(globalThis, 'Temporal');
    if (typeof temporal === 'object' && temporal !== null && 'Now' in temporal) {
      return (temporal as TemporalNow).Now.timeZoneId();
    }
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
