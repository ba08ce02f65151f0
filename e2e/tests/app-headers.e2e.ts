import type { Page, Request } from 'playwright-core';
import { describe } from 'vitest';
import {
  ACCEPT_LANGUAGE,
  APP_ID_DESKTOP,
  APP_ID_MOBILE,
  APP_VERSION,
  BUSINESS_ID,
  LANGUAGES,
} from '@lumus/contract/constants';
import { HEADER_APP_ID, HEADER_APP_VERSION, HEADER_BUSINESS_ID } from '@lumus/contract/headers';
import { VIEWPORT_NAMES } from '../lib/browser-context';
import { e2eTest } from '../lib/e2e-test';
import { homePath } from '../lib/language-paths';

const expectedAppId = { phone: APP_ID_MOBILE, desktop: APP_ID_DESKTOP } as const;

function isApiRequest(request: Request): boolean {
  // Calls of the API client, not images the page shows from /api/media (plain <img> loads).
  const byScript = request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
  return byScript && new URL(request.url()).pathname.startsWith('/api/');
}

/** Every API request the page makes from now on. */
function recordApiRequests(page: Page): Request[] {
  const all: Request[] = [];
  page.on('request', (request) => {
    if (isApiRequest(request)) all.push(request);
  });
  return all;
}

// The start-up guest session (spec §4: no-login call) gives an API call on every fresh load.
for (const viewport of VIEWPORT_NAMES) {
  describe(`${viewport} client headers on API calls`, () => {
    for (const language of LANGUAGES) {
      e2eTest(language, async ({ openPage, expect }) => {
        // en-US: the browser's own Accept-Language must not pass for the app's en-IN.
        const page = await openPage({ viewport, locale: 'en-US' });
        const requests = recordApiRequests(page);
        await Promise.all([
          page.waitForRequest(isApiRequest, { timeout: 15_000 }),
          page.goto(homePath(language)),
        ]);
        await page.locator('h1').first().waitFor();

        expect(requests.length).toBeGreaterThan(0);
        for (const request of requests) {
          const headers = await request.allHeaders();
          const label = `${request.method()} ${request.url()}`;
          expect(headers[HEADER_APP_ID], label).toBe(String(expectedAppId[viewport]));
          expect(headers[HEADER_BUSINESS_ID], label).toBe(String(BUSINESS_ID));
          expect(headers[HEADER_APP_VERSION], label).toBe(APP_VERSION);
          expect(headers['accept-language'], label).toBe(ACCEPT_LANGUAGE[language]);
        }
      });
    }
  });
}
