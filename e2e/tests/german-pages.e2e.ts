import { describe } from 'vitest';
import { e2eTest } from '../lib/e2e-test';
import { reviewShot } from '../lib/review-shot';
import { signInByApi, topUp } from './chat-helpers';
import { UI_TIMEOUT_MS } from './auth-helpers';

/** What a German-market viewer must never read (issue 27). */
const INDIAN_MONEY = /₹|GST|Rupie|Rupee|\bINR\b/;

/** The formal address, where the German site says "du" throughout (decision 046). */
const FORMAL_ADDRESS =
  /\b(Sie|Ihnen|Ihr(e|en|em|er|es)?)\b(?! (habt|seid|versteht|seht|teilt|geht))/;

/**
 * Every page a German customer meets, signed in with a euro wallet: the catalogue, a profile,
 * money, orders, astrology, support, help, the legal pages and the psychic's application.
 */
const PAGES = [
  '/de',
  '/de/chat-with-psychic',
  '/de/profile/lena-hoffmann',
  '/de/free-chat',
  '/de/add-wallet-money/price-list',
  '/de/my-wallet',
  '/de/payment-logs',
  '/de/order-history',
  '/de/favourites',
  '/de/notification-settings',
  '/de/my-profile',
  '/de/kundli',
  '/de/match-making',
  '/de/compatibility',
  '/de/panchang',
  '/de/landing-page-v2/quiz',
  '/de/support',
  '/de/support?new=1',
  '/de/help',
  '/de/help/refunds',
  '/de/become-a-psychic',
  '/de/about-us',
  '/de/use-app',
  '/de/impressum',
  '/de/contact',
  '/de/cookies',
  '/de/privacy-policy',
  '/de/terms-and-condition',
] as const;

/** Pages a group of them is walked by one signed-in customer: three groups run side by side. */
const GROUPS = [PAGES.slice(0, 10), PAGES.slice(10, 19), PAGES.slice(19)];

describe('the German site, page by page (issue 27)', () => {
  GROUPS.forEach((paths, index) => {
    e2eTest(
      `a customer in Berlin with a euro wallet never reads rupees, GST or the formal "Sie" (${paths[0] ?? ''} …)`,
      async ({ baseUrl, openPage, expect }) => {
        const session = await signInByApi(baseUrl, `900000063${index}`, 'Europe/Berlin');
        await topUp(session, 1_000, 'EUR');
        const page = await openPage({
          viewport: 'phone',
          timezoneId: 'Europe/Berlin',
          locale: 'de-DE',
          localStorage: session.storage,
        });
        for (const path of paths) {
          await page.goto(path);
          await page.locator('main h1, main h2').first().waitFor({ timeout: UI_TIMEOUT_MS });
          // The wallet pill shows the euro balance once the signed-in page has settled.
          await expect
            .poll(() => page.getByTestId('wallet-balance').first().textContent(), {
              message: path,
            })
            .toMatch(/€/);
          await page.waitForLoadState('networkidle');
          const text = await page.locator('body').innerText();
          expect.soft(text.match(INDIAN_MONEY)?.[0], path).toBeUndefined();
          expect.soft(text.match(FORMAL_ADDRESS)?.[0], path).toBeUndefined();
          expect.soft(await page.locator('html').getAttribute('lang'), path).toBe('de');
          await reviewShot(page, path.slice(1).replace(/[/?=]/g, '_'));
        }
      },
      // Ten pages, each waited for until its requests settle, on a CI core shared with others.
      120_000,
    );
  });
});
