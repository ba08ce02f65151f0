import { describe } from 'vitest';
import { LANGUAGES } from '@lumus/contract/constants';
import { VIEWPORT_NAMES } from '../lib/browser-context';
import { e2eTest } from '../lib/e2e-test';
import { homePath, localisedPath } from '../lib/language-paths';
import { expectLocation, expectRenderedPage } from '../lib/page-expectations';
import { ONE_HOUR_S, signedInStorage } from '../lib/session';
import { HOME_TITLE, PROTECTED_ROUTES, PUBLIC_ROUTES, type SpecRoute } from '../lib/spec-routes';

// Spec §2, every rule in both languages at a phone and a desktop width.
const matrix = VIEWPORT_NAMES.flatMap((viewport) =>
  LANGUAGES.map((language) => ({ viewport, language })),
);
const homeRoute: SpecRoute = { path: '/', englishTitles: [HOME_TITLE] };

describe.for(matrix)('$viewport, $language', ({ viewport, language }) => {
  describe('public routes render with their title', () => {
    e2eTest.for(PUBLIC_ROUTES)('$path', async (route, { openPage }) => {
      const page = await openPage({ viewport });
      const path = localisedPath(route.path, language);
      await page.goto(path);
      await expectLocation(page, path);
      await expectRenderedPage(page, route, language);
    });
  });

  describe('protected routes', () => {
    e2eTest.for(PROTECTED_ROUTES)('$path logged out goes home', async (route, { openPage }) => {
      const page = await openPage({ viewport });
      await page.goto(localisedPath(route.path, language));
      await expectLocation(page, homePath(language));
      await expectRenderedPage(page, homeRoute, language);
    });

    e2eTest.for(PROTECTED_ROUTES)('$path logged in renders', async (route, { openPage }) => {
      const page = await openPage({ viewport, localStorage: signedInStorage(ONE_HOUR_S) });
      const path = localisedPath(route.path, language);
      await page.goto(path);
      await expectLocation(page, path);
      await expectRenderedPage(page, route, language);
    });

    e2eTest.for(PROTECTED_ROUTES)(
      '$path with an expired token goes home',
      async (route, { openPage }) => {
        const page = await openPage({ viewport, localStorage: signedInStorage(-ONE_HOUR_S) });
        await page.goto(localisedPath(route.path, language));
        await expectLocation(page, homePath(language));
        await expectRenderedPage(page, homeRoute, language);
      },
    );
  });

  describe('unknown paths go to the home of their language', () => {
    const unknownPaths = ['/nowhere', '/nowhere/deeper', '/about-us/extra'];
    e2eTest.for(unknownPaths)('%s', async (path, { openPage }) => {
      const page = await openPage({ viewport });
      await page.goto(localisedPath(path, language));
      await expectLocation(page, homePath(language));
      await expectRenderedPage(page, homeRoute, language);
    });
  });
});

describe.for(VIEWPORT_NAMES)('%s: language prefixes', (viewport) => {
  const redirects = [
    { from: '/fr/about-us', to: '/about-us' },
    { from: '/fr', to: '/' },
    { from: '/en/about-us', to: '/about-us' },
    { from: '/en', to: '/' },
  ];
  e2eTest.for(redirects)('$from is redirected to $to', async ({ from, to }, { openPage }) => {
    const page = await openPage({ viewport });
    await page.goto(from);
    await expectLocation(page, to);
    const route = PUBLIC_ROUTES.find((candidate) => candidate.path === to) ?? homeRoute;
    await expectRenderedPage(page, route, 'en');
  });
});
