import type { Language } from '../constants';

// Kept apart from page-seo.ts (and its page texts) so the web app's first download can ask
// whether a path is a profile without loading every page's words.

/** `/de/about-us?x` -> de, `about-us`. */
export function splitLanguage(url: string): { language: Language; path: string } {
  const pathname = decodeURIComponentSafe(url.split(/[?#]/)[0] ?? '/');
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  if (trimmed === 'de' || trimmed.startsWith('de/')) {
    return { language: 'de', path: trimmed.slice(3) };
  }
  return { language: 'en', path: trimmed };
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The slug of a profile URL (`/de/profile/lena-hoffmann` -> `lena-hoffmann`), else null. */
export function profileSlugOf(url: string): string | null {
  const { path } = splitLanguage(url);
  const match = /^profile\/([^/]+)$/.exec(path);
  return match?.[1] ?? null;
}

/**
 * True for a page whose title says more than its route's (a profile names its psychic, a daily
 * horoscope its sign): the app keeps the server's head of such a page rather than the route's.
 */
export function titleNamesThePage(url: string): boolean {
  const { path } = splitLanguage(url);
  return /^(profile|horoscope\/(today|tomorrow))\/[^/]+$/.test(path);
}

/**
 * A profile URL whose slug has capitals, at its lower-case address (`/de/profile/Lena-Hoffmann?x`
 * -> `/de/profile/lena-hoffmann?x`); null for any other URL. Slugs are lower-case: the app shows
 * the profile either way, so the server sends such a link on to the one indexed address.
 */
export function lowerCaseProfileUrl(url: string): string | null {
  const slug = profileSlugOf(url);
  if (slug === null || slug === slug.toLowerCase()) return null;
  const restAt = url.search(/[?#]/);
  const path = restAt === -1 ? url : url.slice(0, restAt);
  const rest = restAt === -1 ? '' : url.slice(restAt);
  // From the decoded slug: lower-casing a percent-encoded capital (%C3%84) would change nothing.
  const lower = encodeURIComponent(slug.toLowerCase());
  return `${path.replace(/[^/]+(\/?)$/, (_segment, slash: string) => `${lower}${slash}`)}${rest}`;
}
