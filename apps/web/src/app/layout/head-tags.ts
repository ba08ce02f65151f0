import { PRODUCT_NAME } from '@lumus/contract/constants';
import { manifestPath } from '@lumus/contract/site/installed-app';
import { pageSeo, type PageSeo, type ProfileLookup } from '@lumus/contract/site/page-seo';
import { CLIENT_HEAD_ATTRIBUTE, isServerHeadOf } from './server-head';

/**
 * The head's description, robots, canonical, hreflang and Open Graph tags for the page at
 * `pathname`, from the same function the server writes them with (the contract's page-seo), so
 * they follow client-side navigation. Loaded on demand: its page texts are not first-load code.
 *
 * `profile` is the profile page's own lookup of its psychic. Once it is known, the head (and the
 * title) is the one the server writes for that answer: the psychic's name, or for an unknown or
 * suspended slug the generic words with noindex.
 */
export function updateHeadTags(pathname: string, profile?: ProfileLookup): void {
  // Until the page knows its psychic, the server's head (which does) is better than ours.
  if (profile === undefined && isServerHeadOf(pathname)) return;
  const head = document.head;
  // Keep the origin the server chose (PUBLIC_URL behind a proxy) once it has written one.
  const written = head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const origin = written === null ? location.origin : new URL(written.href).origin;
  const seo = pageSeo(pathname, origin, profile);
  // Other pages keep the route table's title (DocumentTitle); a profile's (once looked up) and a
  // horoscope's say more.
  if (profile !== undefined || seo.ownTitle) document.title = seo.title;
  setTag('meta', { name: 'description' }, { content: seo.description });
  setTag('meta', { name: 'robots' }, seo.index ? null : { content: 'noindex' });
  setTag('link', { rel: 'canonical' }, { href: seo.canonical });
  // The installed app speaks the language of the page it was installed from (decision 032).
  setTag('link', { rel: 'manifest' }, { href: manifestPath(seo.language) });
  for (const { hreflang, href } of seo.alternates) {
    setTag('link', { rel: 'alternate', hreflang }, { href });
  }
  for (const [property, content] of openGraph(seo, origin)) {
    setTag('meta', { property }, { content });
  }
}

function openGraph(seo: PageSeo, origin: string): [string, string][] {
  return [
    ['og:type', 'website'],
    ['og:site_name', PRODUCT_NAME],
    ['og:title', seo.title],
    ['og:description', seo.description],
    ['og:url', seo.canonical],
    ['og:image', `${origin}/og-image.png`],
    ['og:locale', seo.ogLocale],
    ['og:locale:alternate', seo.ogLocaleAlternate],
  ];
}

/** Finds the tag by its key attributes and sets its value; null removes it. */
function setTag(
  tag: 'meta' | 'link',
  key: Record<string, string>,
  value: Record<string, string> | null,
): void {
  const selector = Object.entries(key)
    .map(([name, text]) => `[${name}="${CSS.escape(text)}"]`)
    .join('');
  let element = document.head.querySelector(`${tag}${selector}`);
  if (value === null) {
    element?.remove();
    return;
  }
  if (element === null) {
    element = document.createElement(tag);
    for (const [name, text] of Object.entries(key)) element.setAttribute(name, text);
    document.head.append(element);
  }
  for (const [name, text] of Object.entries(value)) element.setAttribute(name, text);
  element.setAttribute(CLIENT_HEAD_ATTRIBUTE, '');
}
