import { DEFAULT_LANGUAGE, GERMAN_DEFAULT_TIME_ZONE, type Language } from '../constants';
import { ISO_639_1_CODES } from './iso-639-1';

/**
 * URL rules of spec §2: English has no prefix, German lives under `/de`, any other language-looking
 * first segment is removed. Pure so every rule is unit-tested; the router and the entry redirect
 * only call these functions.
 */

export const GERMAN_PREFIX = '/de';

export interface UrlParts {
  pathname: string;
  search: string;
  hash: string;
}

// `fr`, `FR`, `fr-FR`, `fr_fr`, `es-419`, `zh-Hant`: a known language code, optionally with one
// region (2 letters or 3 digits) or script (4 letters) subtag. Nothing longer, or `my-wallet`
// (`my` is Burmese) would read as a language prefix.
const LANGUAGE_SEGMENT = /^([a-z]{2})(?:[-_](?:[a-z]{2}|[0-9]{3}|[a-z]{4}))?$/i;

function splitFirstSegment(pathname: string): { first: string; rest: string } {
  const trimmed = pathname.startsWith('/') ? pathname.slice(1) : pathname;
  const slash = trimmed.indexOf('/');
  if (slash === -1) return { first: trimmed, rest: '' };
  return { first: trimmed.slice(0, slash), rest: trimmed.slice(slash) };
}

/** Normalises an empty remainder to `/` so `/de` and `/` compare as the same page. */
function withLeadingSlash(rest: string): string {
  return rest === '' ? '/' : rest;
}

/** The language code a first segment stands for, or null if it is not language-like. */
export function languageCodeOfSegment(segment: string): string | null {
  const match = LANGUAGE_SEGMENT.exec(segment);
  const code = match?.[1]?.toLowerCase();
  if (code === undefined || !ISO_639_1_CODES.has(code)) return null;
  return code;
}

/** The UI language a path is in: `/de` and `/de/...` are German, everything else English. */
export function languageOfPath(pathname: string): Language {
  const { first } = splitFirstSegment(pathname);
  return first === 'de' ? 'de' : DEFAULT_LANGUAGE;
}

/** The path without its `/de` prefix (`/de/about-us` -> `/about-us`, `/de` -> `/`). */
export function stripLanguagePrefix(pathname: string): string {
  const { first, rest } = splitFirstSegment(pathname);
  return first === 'de' ? withLeadingSlash(rest) : withLeadingSlash(pathname);
}

/** A language-neutral path (`/about-us`) placed in a language (`/de/about-us`). */
export function localizePath(path: string, language: Language): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (language === 'en') return clean;
  return clean === '/' ? GERMAN_PREFIX : `${GERMAN_PREFIX}${clean}`;
}

/** Home of a language: `/` or `/de`. */
export function homePath(language: Language): string {
  return localizePath('/', language);
}

function joinUrl({ pathname, search, hash }: UrlParts): string {
  return `${pathname}${search}${hash}`;
}

/** The same page, query and hash in another language (the EN/DE switch). */
export function switchLanguageUrl(url: UrlParts, language: Language): string {
  return joinUrl({ ...url, pathname: localizePath(stripLanguagePrefix(url.pathname), language) });
}

/**
 * Where a path with an unsupported or non-canonical language prefix belongs, or null if the
 * prefix is fine. `/fr/about-us` -> `/about-us`, `/en/about-us` -> `/about-us`,
 * `/de-DE/about-us` -> `/de/about-us`, `/DE` -> `/de`.
 */
export function canonicalLanguageUrl(url: UrlParts): string | null {
  const { first, rest } = splitFirstSegment(url.pathname);
  if (first === 'de') return null;
  const code = languageCodeOfSegment(first);
  if (code === null) return null;
  const language: Language = code === 'de' ? 'de' : 'en';
  return joinUrl({ ...url, pathname: localizePath(withLeadingSlash(rest), language) });
}

/**
 * Where an unknown path is sent (spec §2): a stray language prefix is removed first, otherwise the
 * home page of the path's language.
 */
export function unknownPathTarget(url: UrlParts): string {
  return canonicalLanguageUrl(url) ?? homePath(languageOfPath(url.pathname));
}

/** The default language when the user never chose one: German for a Berlin time zone. */
export function defaultLanguageFor(timeZone: string | undefined): Language {
  return timeZone === GERMAN_DEFAULT_TIME_ZONE ? 'de' : DEFAULT_LANGUAGE;
}

/**
 * The URL a first page load should move to, or null to stay. Fixes a stray prefix, then sends an
 * unprefixed URL to its `/de` twin when the remembered choice (or, without one, the Berlin time
 * zone) says German. A `/de` URL is never moved: an explicit URL wins over the default.
 */
export function entryRedirect(
  url: UrlParts,
  preference: { storedLanguage: Language | null; timeZone: string | undefined },
): string | null {
  const canonical = canonicalLanguageUrl(url);
  if (canonical !== null) return canonical;
  if (languageOfPath(url.pathname) === 'de') return null;
  const preferred = preference.storedLanguage ?? defaultLanguageFor(preference.timeZone);
  return preferred === 'de' ? switchLanguageUrl(url, 'de') : null;
}
