import { ACCEPT_LANGUAGE, type Language } from '@lumus/contract/constants';

/**
 * The locale dates are written in for a UI language: India's English ("15 August 1994", not
 * the American "August 15, 1994") and Germany's German ("15. August 1994"). Anything else is
 * passed through as the caller gave it.
 */
export function dateLocale(language: string): string {
  return language in ACCEPT_LANGUAGE ? ACCEPT_LANGUAGE[language as Language] : language;
}
