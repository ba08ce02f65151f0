import { describe } from 'vitest';
import type { Language } from '@lumus/contract/constants';
import { VIEWPORT_NAMES, type ViewportName } from '../lib/browser-context';
import { e2eTest } from '../lib/e2e-test';
import { homePath, localisedPath } from '../lib/language-paths';
import { expectLocation, expectRenderedPage } from '../lib/page-expectations';
import { ONE_HOUR_S, signedInStorage } from '../lib/session';
import { HOME_TITLE, PROTECTED_ROUTES, PUBLIC_ROUTES, type SpecRoute } from '../lib/spec-routes';

// Spec §2 in a real browser: every route and every rule in English at a phone width; in German at
// a desktop width every public route with its German title, and the protected and unknown-path
// rules on one route each (the prefix handling is shared by all routes; the web unit tests check
// German redirects too). The routing rules do not depend on the width (the
// app id does; app-headers tests it at both). The full four-way matrix took ten minutes of CI.
// Visits share one context per viewport and stored session (none, a valid token, an expired one),
// and go on in the pages earlier visits used: a visitor going from page to page (decision 064).
// The token is written before every load, so what the app does with it on one page does not
// carry to the next. Nothing here stores a language choice, so the German visits do not steer the
// English ones.
const PAIRINGS: readonly { viewport: ViewportName; language: Language; sample: number }[] = [
  { viewport: 'phone', language: 'en', sample: Number.POSITIVE_INFINITY },
  { viewport: 'desktop', language: 'de', sample: 1 },
];
const homeRoute: SpecRoute = { path: '/', englishTitles: [HOME_TITLE] };
const unknownPaths = ['/nowhere', '/nowhere/deeper', '/about-us/extra'];
// One token of each kind for the whole file: pages with the same storage share a context.
const signedIn = signedInStorage(ONE_HOUR_S);
const expired = signedInStorage(-ONE_HOUR_S);

for (const { viewport, language, sample } of PAIRINGS) {
  describe.concurrent(`${viewport} ${language}`, () => {
    for (const route of PUBLIC_ROUTES) {
      const path = localisedPath(route.path, language);
      const target = localisedPath(route.landsOn ?? route.path, language);
      e2eTest(`public ${path} renders with its title`, async ({ openSharedPage, expect }) => {
        const page = await openSharedPage(viewport);
        await page.goto(path);
        await expectLocation(expect, page, target);
        await expectRenderedPage(expect, page, route, language);
        // Still there once rendered: a page that forwards elsewhere is not this route.
        await expectLocation(expect, page, target);
      });
    }

    for (const route of PROTECTED_ROUTES.slice(0, sample)) {
      const path = localisedPath(route.path, language);
      e2eTest(`protected ${path} logged out goes home`, async ({ openSharedPage, expect }) => {
        const page = await openSharedPage(viewport);
        await page.goto(path);
        await expectLocation(expect, page, homePath(language));
        await expectRenderedPage(expect, page, homeRoute, language);
      });

      e2eTest(
        `protected ${path} logged in renders with its title`,
        async ({ openSharedPage, expect }) => {
          const page = await openSharedPage(viewport, { localStorage: signedIn });
          await page.goto(path);
          await expectLocation(expect, page, path);
          await expectRenderedPage(expect, page, route, language);
          await expectLocation(expect, page, path);
        },
      );

      e2eTest(
        `protected ${path} with an expired token goes home`,
        async ({ openSharedPage, expect }) => {
          const page = await openSharedPage(viewport, { localStorage: expired });
          await page.goto(path);
          await expectLocation(expect, page, homePath(language));
          await expectRenderedPage(expect, page, homeRoute, language);
        },
      );
    }

    for (const unknown of unknownPaths.slice(0, sample)) {
      const path = localisedPath(unknown, language);
      e2eTest(
        `unknown ${path} goes to ${homePath(language)}`,
        async ({ openSharedPage, expect }) => {
          const page = await openSharedPage(viewport);
          await page.goto(path);
          await expectLocation(expect, page, homePath(language));
          await expectRenderedPage(expect, page, homeRoute, language);
        },
      );
    }
  });
}

for (const viewport of VIEWPORT_NAMES) {
  describe.concurrent(`${viewport} language prefixes`, () => {
    const redirects = [
      { from: '/fr/about-us', to: '/about-us' },
      { from: '/fr', to: '/' },
      { from: '/en/about-us', to: '/about-us' },
      { from: '/en', to: '/' },
    ];
    for (const { from, to } of redirects) {
      e2eTest(`${from} is redirected to ${to}`, async ({ openSharedPage, expect }) => {
        const page = await openSharedPage(viewport);
        await page.goto(from);
        await expectLocation(expect, page, to);
        const route = PUBLIC_ROUTES.find((candidate) => candidate.path === to) ?? homeRoute;
        await expectRenderedPage(expect, page, route, 'en');
      });
    }
  });
}
