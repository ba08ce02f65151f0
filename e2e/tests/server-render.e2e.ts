import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { PLAYWRIGHT_BLOCKED_WORKER } from '../lib/browser-context';
import { e2eTest } from '../lib/e2e-test';
import { ONE_HOUR_S, signedInStorage } from '../lib/session';

const UI_TIMEOUT_MS = 15_000;
const LIST_CALL = '/api/freeAPI/consultant/get-list/filter';

/** Keeps the first h1 the browser parsed, before any script of the app has run. */
async function keepServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Reflect.set(window, '__serverHeading', document.querySelector('h1'));
    });
  });
}

/**
 * Console errors and warnings (React reports hydration mismatches there) and page errors. The
 * browser's own line for a refused call is left out: the sample session's token is not signed
 * (lib/session.ts), so the server answers its signed-in calls 401.
 */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('Failed to load resource')) return;
    // The harness's own note: these contexts run without the service worker (browser-context).
    if (text === PLAYWRIGHT_BLOCKED_WORKER) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The app runs the page (its ready mark) and React owns the heading the server sent. */
async function hydratedServerHeading(page: Page): Promise<{ same: boolean; live: boolean }> {
  await page
    .locator('html[data-app="ready"]')
    .waitFor({ state: 'attached', timeout: UI_TIMEOUT_MS });
  return page.evaluate(() => {
    const kept: unknown = Reflect.get(window, '__serverHeading');
    const now = document.querySelector('h1');
    return {
      same: kept instanceof HTMLElement && kept === now,
      live: now !== null && Object.keys(now).some((key) => key.startsWith('__reactFiber')),
    };
  });
}

describe('server-rendered landing pages (decision 022)', () => {
  // `profiles`: how many psychics the page links to at least (home shows four online now).
  const pages = [
    { path: '/', heading: /Chat with Astrologer/, profiles: 4 },
    { path: '/chat-with-psychic', heading: /Chat With Psychic/, profiles: 12 },
    { path: '/profile/lena-hoffmann', heading: /^Lena Hoffmann$/, profiles: 0 },
    { path: '/de/chat-with-psychic', heading: /Mit Beratern chatten/, profiles: 12 },
    { path: '/de/about-us', heading: /Über uns/, profiles: 0 },
    { path: '/landing-page-v2', heading: /What troubles you\?/, profiles: 0 },
    { path: '/de/help/refunds', heading: /^Erstattungen$/, profiles: 0 },
  ];

  e2eTest('show their content without any script', async ({ browser, baseUrl, expect }) => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const { path, heading, profiles } of pages) {
        await page.goto(path);
        await expect.soft(page.locator('h1').first().textContent(), path).resolves.toMatch(heading);
        const links = await page.locator('main a[href*="/profile/"]').count();
        expect.soft(links, path).toBeGreaterThanOrEqual(profiles);
      }
      await page.goto('/profile/lena-hoffmann');
      await expect(page.locator('main').textContent()).resolves.toContain('/min');
    } finally {
      await context.close();
    }
  });

  for (const { path, heading } of pages) {
    e2eTest(
      `${path}: the app takes over the server's page as it is, with its data`,
      async ({ openPage, expect }) => {
        const page = await openPage({ viewport: 'phone' });
        const problems = problemsOf(page);
        const listCalls: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes(LIST_CALL)) listCalls.push(request.url());
        });
        await keepServerHeading(page);
        await page.goto(path);
        expect(await hydratedServerHeading(page)).toEqual({ same: true, live: true });
        await expect(page.locator('h1').first().textContent()).resolves.toMatch(heading);
        // The server's data came with the page: the app does not ask for the list again.
        expect(listCalls).toEqual([]);
        expect(problems).toEqual([]);
      },
    );
  }

  e2eTest(
    "a signed-in visitor's own header shows once the app runs the page",
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone', localStorage: signedInStorage(ONE_HOUR_S) });
      const problems = problemsOf(page);
      await keepServerHeading(page);
      await page.goto('/chat-with-psychic');
      expect(await hydratedServerHeading(page)).toEqual({ same: true, live: true });
      await page
        .getByTestId('profile-menu-button')
        .waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      await expect(page.getByRole('button', { name: 'Login' }).count()).resolves.toBe(0);
      // The server refuses the unsigned sample token, which the app logs (spec §8); nothing else.
      expect(problems.filter((text) => !text.startsWith('Login notification failed'))).toEqual([]);
    },
  );

  e2eTest(
    "a returning guest's stored currency shows once the app runs the page",
    async ({ openPage, expect }) => {
      const euro = { symbol: '€', conversionFactor: 100, isoCode: 'EUR', fetchedAt: Date.now() };
      const page = await openPage({
        viewport: 'phone',
        localStorage: { conversion_rate: JSON.stringify(euro) },
      });
      const problems = problemsOf(page);
      await keepServerHeading(page);
      await page.goto('/chat-with-psychic');
      // The server rendered rupees; the stored euro follows the hydration, without a mismatch.
      expect(await hydratedServerHeading(page)).toEqual({ same: true, live: true });
      await expect
        .poll(() => page.getByTestId('price').first().textContent(), { timeout: UI_TIMEOUT_MS })
        .toContain('€');
      expect(problems).toEqual([]);
    },
  );

  e2eTest('its buttons answer once the app runs the page', async ({ openPage, expect }) => {
    const page = await openPage({ viewport: 'phone' });
    await page.goto('/profile/lena-hoffmann');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(
      page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS }),
    ).resolves.toBeUndefined();
  });
});
