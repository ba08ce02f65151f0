/// <reference lib="webworker" />
import { registerPushHandlers } from '../../apps/web/src/sw/push-handlers';

/*
 * A service worker with only the app's push handlers, for the push e2e test while the app has no
 * worker of its own to dispatch them in. It takes over the page at once, as the app's worker does.
 */
declare const self: ServiceWorkerGlobalScope;

registerPushHandlers(self);
self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
