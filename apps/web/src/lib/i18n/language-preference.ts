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

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
