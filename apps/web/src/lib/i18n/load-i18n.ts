import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lumus/contract/constants';
import { afterFirstPaint } from '../boot/after-first-paint';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_FILES } from './locale-files';

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = LOCALE_FILES[language as Language] as (typeof LOCALE_FILES)[Language] | undefined;
    if (load === undefined) {
      callback(new Error(`No translations for ${language}`), false);
      return;
    }
    load().then(
      (module) => {
        callback(null, module.default);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

/**
 * The app's i18next, resolved once the URL's language is loaded (the first render is already in
 * that language). The other language follows once the page is on screen, so the EN/DE switch
 * stays instant without being part of the first download.
 */
export async function loadI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      load: 'currentOnly',
      interpolation: { escapeValue: false }, // React escapes already.
      returnNull: false,
      react: { useSuspense: false },
    });
  const other = LANGUAGES.find((candidate) => candidate !== language) ?? DEFAULT_LANGUAGE;
  void afterFirstPaint().then(() => instance.loadLanguages(other));
  return instance;
}
