import { LANGUAGES, type Language } from '@lumus/contract/constants';
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
 * that language). The other language is loaded only when it is wanted: the EN/DE switch fetches it
 * as soon as a pointer or the focus comes near it, and switches once it is there (decision 063).
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
  return instance;
}
