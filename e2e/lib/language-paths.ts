import type { Language } from '@lumus/contract/constants';

/** English has no prefix; German lives under /de (spec §2). */
export function localisedPath(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? '/de' : `/de${path}`;
}

export function homePath(language: Language): string {
  return localisedPath('/', language);
}

/** '/de/' and '/de' are the same page; compare paths without a trailing slash. */
export function normalisePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
