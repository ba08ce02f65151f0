import { LANGUAGES, PRODUCT_NAME, type Language } from '../constants';
import {
  localizedPath,
  PRIVATE_PATH_PREFIXES,
  PROFILE_TITLE,
  profileDescription,
  SEO_PAGES,
  type SeoPage,
} from './seo-pages';
import { splitLanguage } from './page-path';

/**
 * The head of the page at a URL as data: the server writes it into index.html, the web app into
 * `document.head` after each client-side navigation. One function for both, so a page never gets
 * one head from the server and another once the app has taken over.
 */
export type PageSeo = Readonly<{
  language: Language;
  title: string;
  /** The title says more than the route table's (SeoPage.ownTitle, or a profile's name). */
  ownTitle: boolean;
  description: string;
  index: boolean;
  /** Absolute URL of the canonical page in `language`. */
  canonical: string;
  /** hreflang en, de and x-default (English), absolute. */
  alternates: readonly Readonly<{ hreflang: Language | 'x-default'; href: string }>[];
  ogLocale: string;
  ogLocaleAlternate: string;
}>;

/**
 * What is known about the psychic of a `profile/<slug>` URL: undefined when nobody looked (the
 * browser), null when there is no listed psychic with that slug, else the name.
 */
export type ProfileLookup = Readonly<{ name: string }> | null | undefined;

const PAGES = new Map(SEO_PAGES.map((page) => [page.path, page]));
const HOME = PAGES.get('') as SeoPage;
const LIST = PAGES.get('chat-with-psychic') as SeoPage;

function isPrivate(path: string): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

type Resolved = Readonly<{ page: SeoPage; self: string; index: boolean }>;

/** The page entry for a path; group lists and profiles share the list's words. */
function resolve(path: string, profile: ProfileLookup): Resolved {
  const exact = PAGES.get(path);
  if (exact !== undefined) return { page: exact, self: path, index: exact.noindex !== true };
  if (isPrivate(path)) return { page: HOME, self: path, index: false };
  if (path.startsWith('profile/') || path === 'profile') {
    if (profile === undefined || profile === null) {
      // A slug the server looked up and did not find (unknown or suspended) is not indexed.
      const generic = { ...LIST, path, title: PROFILE_TITLE };
      return { page: generic, self: path, index: profile === undefined };
    }
    const named = {
      path,
      // Spec §2: a profile's title names the page kind too ("Lena Hoffmann · Psychic Profile").
      title: {
        en: `${profile.name} · ${PROFILE_TITLE.en}`,
        de: `${profile.name} · ${PROFILE_TITLE.de}`,
      },
      description: profileDescription(profile.name),
    };
    return { page: named, self: path, index: true };
  }
  if (path.startsWith('chat-with-psychic/')) {
    return { page: { ...LIST, path }, self: path, index: true };
  }
  // Unknown paths are sent home by the app; nothing here to index.
  return { page: HOME, self: path, index: false };
}

/** The head of the page at `url` (path, query and hash; only the path counts) on `origin`. */
export function pageSeo(url: string, origin: string, profile?: ProfileLookup): PageSeo {
  const { language, path } = splitLanguage(url);
  const { page, self, index } = resolve(path, profile);
  const base = origin.replace(/\/+$/, '');
  const canonicalPath = page.canonical ?? self;
  const href = (lang: Language) => `${base}${localizedPath(canonicalPath, lang)}`;
  return {
    language,
    title: page.title === null ? PRODUCT_NAME : `${page.title[language]} | ${PRODUCT_NAME}`,
    ownTitle: page.ownTitle === true || (profile !== undefined && profile !== null),
    description: page.description[language],
    index,
    canonical: href(language),
    alternates: [
      ...LANGUAGES.map((lang) => ({ hreflang: lang, href: href(lang) })),
      { hreflang: 'x-default', href: href('en') },
    ],
    ogLocale: language === 'de' ? 'de_DE' : 'en_IN',
    ogLocaleAlternate: language === 'de' ? 'en_IN' : 'de_DE',
  };
}
