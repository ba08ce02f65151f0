import { LANGUAGES, type Language } from '@lumus/contract/constants';
import { localizedPath, PRIVATE_PATH_PREFIXES, SEO_PAGES } from '@lumus/contract/site/seo-pages';

/** Slugs come from admins; encoded for the URL, and `&` cannot survive encoding into the XML. */
function profilePath(slug: string): string {
  return `profile/${encodeURIComponent(slug)}`;
}

function urlEntry(base: string, path: string, language: Language): string {
  return [
    '  <url>',
    `    <loc>${base}${localizedPath(path, language)}</loc>`,
    ...LANGUAGES.map(
      (lang) =>
        `    <xhtml:link rel="alternate" hreflang="${lang}" href="${base}${localizedPath(path, lang)}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${base}${localizedPath(path, 'en')}"/>`,
    '  </url>',
  ].join('\n');
}

/**
 * Pages that are their own canonical and indexable, then the listed psychics' profiles, each in
 * both languages with their alternates. No lastmod: the catalogue keeps no edit time of a profile
 * (its status time changes with every online/offline and would only mislead crawlers).
 */
export function sitemapXml(origin: string, profileSlugs: readonly string[]): string {
  const base = origin.replace(/\/+$/, '');
  const paths = [
    ...SEO_PAGES.filter((page) => page.canonical === undefined && page.noindex !== true).map(
      (page) => page.path,
    ),
    ...profileSlugs.map(profilePath),
  ];
  const entries = paths.flatMap((path) =>
    LANGUAGES.map((language) => urlEntry(base, path, language)),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read every public page; the API and pages behind a login are not for them. */
export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const disallowed = [
    '/api/',
    ...PRIVATE_PATH_PREFIXES.flatMap((prefix) =>
      LANGUAGES.map((lang) => localizedPath(prefix, lang)),
    ),
  ];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
