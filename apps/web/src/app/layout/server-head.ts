/** Marks the head tags the app wrote, telling them from the ones the server sent with the page. */
export const CLIENT_HEAD_ATTRIBUTE = 'data-client-head';

/**
 * True while the head is still the one the server wrote for this very path. The server's head
 * can say more than the app knows (a profile's head names the psychic), so it is kept until the
 * first navigation. Without a server (dev, tests) there is no canonical link and this is false.
 */
export function isServerHeadOf(pathname: string): boolean {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical === null || canonical.hasAttribute(CLIENT_HEAD_ATTRIBUTE)) return false;
  return new URL(canonical.href, location.href).pathname === pathname;
}
