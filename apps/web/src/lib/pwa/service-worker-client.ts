import { SERVICE_WORKER_PATH } from '@lumus/contract/site/installed-app';
import { offerUpdate, waitingWorker } from './update-state';
import { SKIP_WAITING_MESSAGE } from './worker-messages';

/** How often an open tab asks whether a new version was deployed (besides on every page load). */
const UPDATE_CHECK_MS = 60 * 60_000;

/** Longest wait for an idle moment after the load before the worker is registered anyway. */
const SETTLE_TIMEOUT_MS = 5_000;

let registering: Promise<ServiceWorkerRegistration | null> | undefined;

/**
 * Registers the service worker (decision 032), once per page; the one place the app does. Not
 * under the dev server (it has no built worker) nor where browsers have none. Resolves to null
 * when there is no worker; a failure is logged, never shown: the site works without it.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  registering ??= register();
  return registering;
}

/**
 * The registration once its worker is active, e.g. to subscribe to Web Push; null where there is
 * no service worker.
 */
export async function getServiceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  // A worker already registered (by this page or an earlier visit) is used as it is: asking for
  // notifications must not wait for this page's own registration after its load.
  if ((await navigator.serviceWorker.getRegistration()) !== undefined)
    return navigator.serviceWorker.ready;
  const registration = await registerServiceWorker();
  return registration === null ? null : navigator.serviceWorker.ready;
}

/**
 * The page has loaded and the browser has a quiet moment: the worker's install downloads the app
 * shell, which must not compete with the first visit's own pictures, scripts and hydration.
 */
function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window)
        window.requestIdleCallback(
          () => {
            resolve();
          },
          { timeout: SETTLE_TIMEOUT_MS },
        );
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

async function register(): Promise<ServiceWorkerRegistration | null> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return null;
  await pageSettled();
  try {
    // A browser told not to run workers (an automated test's, say) may answer with nothing,
    // which the DOM types do not foresee.
    const registration = (await navigator.serviceWorker.register(SERVICE_WORKER_PATH, {
      scope: '/',
      // The worker's script is always asked of the server, never taken from the HTTP cache.
      updateViaCache: 'none',
    })) as ServiceWorkerRegistration | undefined;
    if (registration === undefined) return null;
    watchForUpdates(registration);
    return registration;
  } catch (error) {
    console.warn('The service worker could not be registered', error);
    return null;
  }
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const offerIfUpdate = (worker: ServiceWorker | null) => {
    // Without a controller this is the first install (it takes the page itself), not an update.
    if (worker !== null && navigator.serviceWorker.controller !== null) offerUpdate(worker);
  };
  offerIfUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfUpdate(installing);
    });
  });
  const check = () => {
    registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * "Reload": the waiting version takes over (it claims this page), then the page loads again
 * under it, so the page and its worker are of the same build.
 */
export function applyUpdate(): void {
  const worker = waitingWorker();
  if (worker === null) return;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      window.location.reload();
    },
    { once: true },
  );
  worker.postMessage({ type: SKIP_WAITING_MESSAGE });
}
