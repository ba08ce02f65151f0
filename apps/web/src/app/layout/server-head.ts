import { titleNamesThePage } from '@lumus/contract/site/page-path';

/** Marks the head tags the app wrote, telling them from the ones the server sent with the page. */
export const CLIENT_HEAD_ATTRIBUTE = 'data-client-head';

/**
 * True while the head is still the one the server wrote for this very profile or horoscope path:
 * it names the psychic or the sign, so it is kept until the first navigation. Without a server
 * (dev, tests) there is no canonical link and this is false.
 */
export function isServerHeadOf(pathname: string): boolean {
  // Only a profile's or a horoscope's head says more than the route table (the psychic's name, the
  // sign); every other page's title and tags are the same on both sides.
  if (!titleNamesThePage(pathname)) return false;
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical === null || canonical.hasAttribute(CLIENT_HEAD_ATTRIBUTE)) return false;
  return new URL(canonical.href, location.href).pathname === pathname;
}
