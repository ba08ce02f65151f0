import type { Page } from 'playwright-core';

/** The two languages' installed-app files and pages (decision 032). */
export const LANGUAGE_CASES = [
  {
    language: 'en',
    page: '/about-us',
    manifest: '/manifest.webmanifest',
    startUrl: '/',
    shortcuts: ['/chat-with-psychic', '/my-wallet', '/console'],
    offlineTitle: 'You are offline',
  },
  {
    language: 'de',
    page: '/de/about-us',
    manifest: '/de/manifest.webmanifest',
    startUrl: '/de',
    shortcuts: ['/de/chat-with-psychic', '/de/my-wallet', '/de/console'],
    offlineTitle: 'Du bist offline',
  },
] as const;

/** Resolves once a service worker controls the page (the first one claims it when active). */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}
