import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { e2eTest } from '../lib/e2e-test';

const UI_TIMEOUT_MS = 15_000;

/**
 * Code and calls no first view needs (decision 021): they must start after the first contentful
 * paint, or a slow phone downloads them before it can show anything. (zod is not among them: it
 * comes with the page's own data call, which starts at once.)
 */
const AFTER_PAINT = [
  /\/assets\/socket-[\w-]+\.js$/,
  /\/assets\/session-calls-[\w-]+\.js$/,
  /\/assets\/ip-lookup-[\w-]+\.js$/,
  /\/assets\/toasts-[\w-]+\.(js|css)$/,
  /\/assets\/chat-accepted-notifier-[\w-]+\.js$/,
  /\/assets\/head-tags-[\w-]+\.js$/,
  /\/api\/login\/user\/without\/login/,
  /\/api\/user\/get\/ip/,
  /\/api\/get\/static\/value/,
];

interface LoadTimes {
  firstContentfulPaint: number;
  resources: { name: string; startTime: number }[];
}

/** The other language's words: fetched only when the language switch is approached (decision 063). */
const GERMAN_TEXTS = /\/assets\/de-[\w-]+\.js$/;
const HEAD_TAGS = /\/assets\/head-tags-[\w-]+\.js$/;

/** Resource start times and the first contentful paint, all relative to navigation start. */
async function loadTimes(page: Page): Promise<LoadTimes> {
  return page.evaluate(() => ({
    firstContentfulPaint:
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
  }));
}

describe('first load', () => {
  for (const path of ['/', '/chat-with-psychic', '/profile/lena-hoffmann']) {
    e2eTest(
      `${path} paints before it fetches what no first view needs, which follows after`,
      async ({ openPage, expect }) => {
        const page = await openPage({ viewport: 'phone' });
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor({ timeout: UI_TIMEOUT_MS });
        // The deferred work has run: the guest session stored its login mode.
        await expect
          .poll(() => page.evaluate(() => localStorage.getItem('user_login_mode')), {
            timeout: UI_TIMEOUT_MS,
          })
          .not.toBeNull();
        const fetched = async (pattern: RegExp) =>
          (await loadTimes(page)).resources.some((entry) => pattern.test(entry.name));
        // The head's tags come last of the deferred work.
        await expect.poll(() => fetched(HEAD_TAGS)).toBe(true);
        const { firstContentfulPaint, resources } = await loadTimes(page);
        expect(firstContentfulPaint).toBeGreaterThan(0);
        const early = resources
          .filter((entry) => AFTER_PAINT.some((pattern) => pattern.test(entry.name)))
          .filter((entry) => entry.startTime < firstContentfulPaint)
          .map((entry) => new URL(entry.name).pathname);
        expect(early).toEqual([]);

        // An English page never downloads the German words unless the switch is approached.
        expect(await fetched(GERMAN_TEXTS)).toBe(false);
        const germanLink = page.locator('[data-testid="language-switch"] [data-language="de"]');
        await germanLink.first().dispatchEvent('pointerover');
        await expect.poll(() => fetched(GERMAN_TEXTS)).toBe(true);
      },
    );
  }
});
