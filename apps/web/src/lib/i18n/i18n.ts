import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lumus/contract/constants';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from '../../locales/de.json';
import en from '../../locales/en.json';

export const resources = { en: { translation: en }, de: { translation: de } } as const;

/**
 * Both languages are bundled (a few kilobytes) so a language switch is instant and the first
 * render is already in the URL's language; `initAsync: false` makes init synchronous.
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
  });
  return instance;
}
