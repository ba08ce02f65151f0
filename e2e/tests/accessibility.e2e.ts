import { describe } from 'vitest';
import { seriousAxeViolations } from '../lib/axe-violations';
import { VIEWPORT_NAMES } from '../lib/browser-context';
import { e2eTest } from '../lib/e2e-test';
import { expectRenderedPage } from '../lib/page-expectations';
import { PUBLIC_ROUTES, type SpecRoute } from '../lib/spec-routes';

// Architecture notes: accessible (labels, focus order, contrast), WCAG AA. Axe finds the
// machine-checkable part; serious and critical findings fail.
const pages: readonly { route: SpecRoute; language: 'en' | 'de'; path: string }[] = [
  '/',
  '/about-us',
  '/compatibility',
  '/chat-with-psychic',
  '/download-app',
  '/landing-page-v2',
  '/privacy-policies',
  '/profile/asha-rao',
].flatMap((path) => {
  const route = PUBLIC_ROUTES.find((candidate) => candidate.path === path);
  if (route === undefined) throw new Error(`${path} is not a spec route`);
  return [
    { route, language: 'en' as const, path },
    { route, language: 'de' as const, path: path === '/' ? '/de' : `/de${path}` },
  ];
});

// German pages differ from English ones in their words, not their markup: they are checked at
// the phone width only, where long German words are likeliest to break a layout.
for (const viewport of VIEWPORT_NAMES) {
  describe.concurrent(`${viewport} accessibility`, () => {
    const checked = pages.filter(({ language }) => language === 'en' || viewport === 'phone');
    for (const { route, language, path } of checked) {
      e2eTest(`${path} has no serious WCAG A/AA violations`, async ({ openSharedPage, expect }) => {
        // One visitor per viewport going from page to page: the app is downloaded once.
        const page = await openSharedPage(viewport);
        await page.goto(path);
        await expectRenderedPage(expect, page, route, language);
        const serious = await seriousAxeViolations(page);
        expect(serious).toEqual([]);
      });
    }
  });
}
