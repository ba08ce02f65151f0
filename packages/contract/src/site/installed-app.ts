import type { Language } from '../constants';
import { localizedPath } from './seo-pages';

/**
 * Where the installable app's per-language files live (decision 032). The build writes them, the
 * server links the page's language's manifest from the head, and the service worker answers a
 * failed navigation with the offline page of the URL's language.
 */
export function manifestPath(language: Language): string {
  return localizedPath('manifest.webmanifest', language);
}

export function offlinePagePath(language: Language): string {
  return localizedPath('offline.html', language);
}

/** The service worker's script, at the root so that its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/service-worker.js';

/** The manifest's shortcuts (long-press on the installed icon): path without language prefix. */
export const APP_SHORTCUTS = [
  { id: 'psychics', path: 'chat-with-psychic' },
  { id: 'wallet', path: 'my-wallet' },
  { id: 'console', path: 'console' },
] as const;
