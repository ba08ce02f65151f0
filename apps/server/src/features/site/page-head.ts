import { LANGUAGES, PRODUCT_NAME, type Language } from '@lumus/contract/constants';
import {
  localizedPath,
  PRIVATE_PATH_PREFIXES,
  SEO_PAGES,
  type SeoPage,
} from '@lumus/contract/site/seo-pages';

const PAGES = new Map(SEO_PAGES.map((page) => [page.path, page]));
const HOME = PAGES.get('') as SeoPage;
const LIST = PAGES.get('chat-with-psychic') as SeoPage;
const PROFILE_TITLE = { en: 'Psychic Profile', de: 'Berater-Profil' } as const;

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

function isPrivate(path: string): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

type Resolved = Readonly<{ page: SeoPage; self: string; index: boolean }>;

/** The page entry for a path; group lists and profiles share the list's words. */
function resolve(path: string): Resolved {
  const exact = PAGES.get(path);
  if (exact !== undefined) return { page: exact, self: path, index: exact.noindex !== true };
  if (isPrivate(path)) return { page: HOME, self: path, index: false };
  if (path.startsWith('profile/') || path === 'profile') {
    return { page: { ...LIST, path, title: PROFILE_TITLE }, self: path, index: true };
  }
  if (path.startsWith('chat-with-psychic/')) {
    return { page: { ...LIST, path }, self: path, index: true };
  }
  // Unknown paths are sent home by the app; nothing here to index.
  return { page: HOME, self: path, index: false };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

export type PageHead = Readonly<{ language: Language; title: string; tags: string }>;

/**
 * Title, description, Open Graph, canonical and hreflang alternates (en, de, x-default -> en) of
 * the page at `url`, with absolute URLs on `origin`.
 */
export function pageHead(url: string, origin: string): PageHead {
  const { language, path } = splitLanguage(url);
  const { page, self, index } = resolve(path);
  const title = page.title === null ? PRODUCT_NAME : `${page.title[language]} | ${PRODUCT_NAME}`;
  const description = page.description[language];
  const base = origin.replace(/\/+$/, '');
  const canonicalPath = page.canonical ?? self;
  const href = (lang: Language) => `${base}${localizedPath(canonicalPath, lang)}`;
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    index ? '' : '<meta name="robots" content="noindex" />',
    `<link rel="canonical" href="${escapeHtml(href(language))}" />`,
    ...LANGUAGES.map(
      (lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href(lang))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(href('en'))}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(href(language))}" />`,
    `<meta property="og:image" content="${base}/og-image.png" />`,
    `<meta property="og:locale" content="${language === 'de' ? 'de_DE' : 'en_IN'}" />`,
    `<meta property="og:locale:alternate" content="${language === 'de' ? 'en_IN' : 'de_DE'}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  ].filter((tag) => tag !== '');
  return { language, title, tags: tags.join('\n    ') };
}

/**
 * index.html with this page's head: `lang`, title, and the tags replacing the build's generic
 * description. Anything the build did not write the way we expect is left as it is.
 */
export function injectPageHead(html: string, head: PageHead): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${head.language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', `  ${head.tags}\n  </head>`);
}
