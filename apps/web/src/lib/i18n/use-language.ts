import type { Language } from '@lumus/contract/constants';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { languageOfPath, localizePath } from '@lumus/contract/site/language-path';

/** The current UI language; the URL prefix is its single source (spec §2). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** Turns a language-neutral path (`/about-us`) into one in the current language. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}
