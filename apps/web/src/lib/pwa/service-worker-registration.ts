/**
 * The app's service worker registration, once it is active; null where there is none (no support,
 * an insecure origin, or no worker registered for this page). Web push subscribes through it.
 */
export async function getServiceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  // `ready` never settles without a registration: ask first, so a caller is not left waiting.
  const registered = await navigator.serviceWorker.getRegistration();
  if (registered === undefined) return null;
  return navigator.serviceWorker.ready;
}
