import { PRODUCT_NAME, type Language } from '@lumus/contract/constants';
import { manifestPath } from '@lumus/contract/site/installed-app';
import { pageSeo, type ProfileLookup } from '@lumus/contract/site/page-seo';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

export type PageHead = Readonly<{ language: Language; title: string; tags: string }>;

/** Only a path of this site is preloaded (the portraits are served by our own media route). */
function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

/**
 * Title, description, Open Graph, canonical and hreflang alternates (en, de, x-default -> en) of
 * the page at `url`, with absolute URLs on `origin`. `profile` names the psychic of a profile URL;
 * `leadImage`, the page's largest picture (a profile's portrait), is preloaded with high priority
 * so it is not the last thing a phone fetches.
 */
export function pageHead(
  url: string,
  origin: string,
  profile?: ProfileLookup,
  leadImage?: string,
): PageHead {
  const seo = pageSeo(url, origin, profile);
  const base = origin.replace(/\/+$/, '');
  const tags = [
    `<meta name="description" content="${escapeHtml(seo.description)}" />`,
    seo.index ? '' : '<meta name="robots" content="noindex" />',
    `<link rel="canonical" href="${escapeHtml(seo.canonical)}" />`,
    ...seo.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(seo.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(seo.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(seo.canonical)}" />`,
    `<meta property="og:image" content="${base}/og-image.png" />`,
    `<meta property="og:locale" content="${seo.ogLocale}" />`,
    `<meta property="og:locale:alternate" content="${seo.ogLocaleAlternate}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    leadImage === undefined || !isSitePath(leadImage)
      ? ''
      : `<link rel="preload" as="image" href="${escapeHtml(leadImage)}" fetchpriority="high" />`,
  ].filter((tag) => tag !== '');
  return { language: seo.language, title: seo.title, tags: tags.join('\n    ') };
}

/**
 * index.html with this page's head: `lang`, title, the web app manifest of the page's language
 * (decision 032), and the tags replacing the build's generic description. Anything the build did
 * not write the way we expect is left as it is.
 */
export function injectPageHead(html: string, head: PageHead): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${head.language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<link rel="manifest" href="[^"]*"/,
      `<link rel="manifest" href="${manifestPath(head.language)}"`,
    )
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', `  ${head.tags}\n  </head>`);
}
