import { offlinePagePath } from '@lumus/contract/site/installed-app';
import { splitLanguage } from '@lumus/contract/site/page-path';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { isSkipWaitingMessage } from '../lib/pwa/worker-messages';
import { registerPushHandlers } from './push-handlers';

/**
 * The installed app's service worker (decision 032). What it does, and what it leaves alone:
 * - the app shell (scripts, stylesheet, fonts, icons, both offline pages) is precached, so the
 *   app starts without the network once it has been visited;
 * - pages are always asked of the server (each is rendered there, with its own head and data,
 *   decision 022); only when that fails does the worker answer with the offline page of the
 *   URL's language;
 * - catalogue pictures are kept at runtime, so the psychics' portraits show offline too;
 * - the API and the realtime socket are never handled or cached: money and messages must never
 *   come from a cache.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A first install takes the open page at once (it has nothing older to replace), so the visit
// that installed it already works offline. A later version waits (see the message below).
clientsClaim();

// The page's request goes out while the worker starts, instead of after it.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload.enable());
});

const NEVER_HANDLED = [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/];

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [
        {
          handlerDidError: async ({ request }) =>
            matchPrecache(offlinePagePath(splitLanguage(new URL(request.url).pathname).language)),
        },
      ],
    }),
    { denylist: NEVER_HANDLED },
  ),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Portraits and gallery pictures (served by the API's media route, but plain images), flags
// and icons. Kept and refreshed in the background: a picture may be replaced under its address.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    sameOrigin(url) &&
    /^\/(api\/media|flags|icons)\//.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'lumus-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 30 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Hashed build files not precached (the admin console's code, older font formats): a hash
// names one content forever, so the first copy is good until the build stops referring to it.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'lumus-assets',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
    ],
  }),
);

// A new version installs beside the running one and waits; the page asks it to take over only
// when the user chose "Reload" (never in the middle of a chat: lib/pwa/update-state.ts).
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

registerPushHandlers(self);
