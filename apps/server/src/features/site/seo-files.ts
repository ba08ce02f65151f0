import { LANGUAGES } from '@lumus/contract/constants';
import { localizedPath, PRIVATE_PATH_PREFIXES, SEO_PAGES } from '@lumus/contract/site/seo-pages';

/** Pages that are their own canonical and indexable, in both languages with their alternates. */
export function sitemapXml(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const entries = SEO_PAGES.filter(
    (page) => page.canonical === undefined && page.noindex !== true,
  ).flatMap((page) =>
    LANGUAGES.map((language) => {
      const alternates = [
        ...LANGUAGES.map(
          (lang) =>
            `    <xhtml:link rel="alternate" hreflang="${lang}" href="${base}${localizedPath(page.path, lang)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${base}${localizedPath(page.path, 'en')}"/>`,
      ];
      return [
        '  <url>',
        `    <loc>${base}${localizedPath(page.path, language)}</loc>`,
        ...alternates,
        '  </url>',
      ].join('\n');
    }),
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
