import type en from '../../locales/en.json';

/** A page-title key under `titles.*` (route table, previews, document title). */
export type TitleKey = keyof typeof en.titles;
