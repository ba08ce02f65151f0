import { describe } from 'vitest';
import { GERMAN_DEFAULT_TIME_ZONE } from '@lumus/contract/constants';
import { NEUTRAL_TIME_ZONE, VIEWPORT_NAMES } from '../lib/browser-context';
import { e2eTest } from '../lib/e2e-test';
import { switchLanguage } from '../lib/language-switch';
import { expectLocation, expectRenderedPage } from '../lib/page-expectations';
import { HOME_TITLE, PUBLIC_ROUTES, type SpecRoute } from '../lib/spec-routes';

const aboutUs: SpecRoute = PUBLIC_ROUTES.find((route) => route.path === '/about-us') ?? {
  path: '/about-us',
  englishTitles: [],
};
const home: SpecRoute = { path: '/', englishTitles: [HOME_TITLE] };

for (const viewport of VIEWPORT_NAMES) {
  describe(`${viewport} language`, () => {
    e2eTest(
      'the switch rewrites the URL, keeping path and query, and back',
      async ({ openPage, expect }) => {
        const page = await openPage({ viewport });
        await page.goto('/about-us?x=1');
        await expectRenderedPage(expect, page, aboutUs, 'en');

        await switchLanguage(page, 'de');
        await expectLocation(expect, page, '/de/about-us', '?x=1');
        await expectRenderedPage(expect, page, aboutUs, 'de');

        await switchLanguage(page, 'en');
        await expectLocation(expect, page, '/about-us', '?x=1');
        await expectRenderedPage(expect, page, aboutUs, 'en');
      },
    );

    e2eTest('a Berlin browser without prefix gets German', async ({ openPage, expect }) => {
      const page = await openPage({ viewport, timezoneId: GERMAN_DEFAULT_TIME_ZONE });
      await page.goto('/about-us');
      await expectLocation(expect, page, '/de/about-us');
      await expectRenderedPage(expect, page, aboutUs, 'de');
    });

    e2eTest(
      'a Berlin browser on the home page gets the German home',
      async ({ openPage, expect }) => {
        const page = await openPage({ viewport, timezoneId: GERMAN_DEFAULT_TIME_ZONE });
        await page.goto('/');
        await expectLocation(expect, page, '/de');
        await expectRenderedPage(expect, page, home, 'de');
      },
    );

    e2eTest(
      'a browser outside Berlin without prefix stays English',
      async ({ openPage, expect }) => {
        const page = await openPage({ viewport, timezoneId: NEUTRAL_TIME_ZONE });
        await page.goto('/about-us');
        await expectRenderedPage(expect, page, aboutUs, 'en');
        await expectLocation(expect, page, '/about-us');
      },
    );

    e2eTest('the /de prefix wins over a non-Berlin time zone', async ({ openPage, expect }) => {
      const page = await openPage({ viewport, timezoneId: 'America/New_York' });
      await page.goto('/de/about-us');
      await expectRenderedPage(expect, page, aboutUs, 'de');
      await expectLocation(expect, page, '/de/about-us');
    });
  });
}
