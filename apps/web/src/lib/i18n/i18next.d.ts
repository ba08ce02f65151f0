import type en from '../../locales/en.json';

// Typed keys: a misspelt translation key is a compile error, not a blank on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
