import type { Language } from '@lumus/contract/constants';

const cache = new Map<Language, Intl.DisplayNames>();

/** "ta" -> "Tamil" / "Tamil", "de" -> "German" / "Deutsch", from the runtime's own tables. */
export function languageName(code: string, uiLanguage: Language): string {
  let names = cache.get(uiLanguage);
  if (names === undefined) {
    names = new Intl.DisplayNames([uiLanguage], { type: 'language' });
    cache.set(uiLanguage, names);
  }
  return names.of(code) ?? code;
}
