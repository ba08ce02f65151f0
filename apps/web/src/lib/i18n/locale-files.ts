import type { Language } from '@lumus/contract/constants';
import type { ResourceKey } from 'i18next';

/**
 * Each language's file is its own chunk; a visitor downloads only the language they read. A
 * module is fetched once: the early start (app/boot/boot-work.ts) and i18next's backend share it.
 */
export const LOCALE_FILES: Readonly<Record<Language, () => Promise<{ default: ResourceKey }>>> = {
  en: () => import('../../locales/en.json'),
  de: () => import('../../locales/de.json'),
};
