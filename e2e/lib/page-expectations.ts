import type { Page } from 'playwright-core';
import type { ExpectStatic } from 'vitest';
import type { Language } from '@lumus/contract/constants';
import { germanPageName } from './german-titles';
import { normalisePathname } from './language-paths';
import { HOME_TITLE, type SpecRoute } from './spec-routes';

/** First render includes the app's start-up (hardware id, guest session): allow for it. */
const SETTLE_TIMEOUT_MS = 15_000;
/** Once the h1 is there the title and lang follow within a few frames. */
const AFTER_RENDER_TIMEOUT_MS = 5_000;
const TITLE_PATTERN = /^(.+) \| Lumus$/;

/*
 * Each helper takes the test's own `expect` (from the test context): tests run concurrently, and
 * only the local `expect` knows which test an `expect.poll` belongs to.
 */

/** Waits until the app has navigated (or redirected) to `pathname`, then checks the query. */
export async function expectLocation(
  expect: ExpectStatic,
  page: Page,
  pathname: string,
  search = '',
): Promise<void> {
  const wanted = normalisePathname(pathname);
  try {
    await page.waitForURL((url) => normalisePathname(url.pathname) === wanted, {
      timeout: SETTLE_TIMEOUT_MS,
      waitUntil: 'commit',
    });
  } catch {
    // Report the URL the app actually settled on rather than a bare timeout.
    expect(normalisePathname(new URL(page.url()).pathname)).toBe(wanted);
  }
  expect(new URL(page.url()).search).toBe(search);
}

/**
 * The titles a route may have in `language`: English as listed in the spec. German: home-type
 * pages stay exactly 'Lumus'; other pages carry the German name of the same page from the web's
 * translation files, or, where those do not pair a name, any German-looking '<Title> | Lumus'.
 */
function titleAllowed(route: SpecRoute, language: Language, title: string): boolean {
  if (language === 'en') return route.englishTitles.includes(title);
  if (title === HOME_TITLE) return route.englishTitles.includes(HOME_TITLE);
  const match = TITLE_PATTERN.exec(title);
  const name = match?.[1];
  if (name === undefined || route.englishTitles.includes(title)) return false;
  const germanNames = route.englishTitles.flatMap((english) => {
    const englishName = TITLE_PATTERN.exec(english)?.[1];
    return englishName === undefined ? [] : [germanPageName(englishName) ?? null];
  });
  // null: the translation files do not pair this English name, so any German name passes.
  return germanNames.some((germanName) => germanName === null || germanName === name);
}

/** The page rendered in `language`: a visible non-empty h1, an allowed title, <html lang>. */
export async function expectRenderedPage(
  expect: ExpectStatic,
  page: Page,
  route: SpecRoute,
  language: Language,
): Promise<void> {
  const heading = page.locator('h1').first();
  await heading.waitFor({ state: 'visible', timeout: SETTLE_TIMEOUT_MS });
  expect((await heading.innerText()).trim()).not.toBe('');
  const allowed =
    language === 'en' ? route.englishTitles.join(' / ') : 'the German title of the same page';
  await expect
    .poll(() => page.title(), {
      timeout: AFTER_RENDER_TIMEOUT_MS,
      message: `title of ${page.url()} should be ${allowed}`,
    })
    .toSatisfy((title: string) => titleAllowed(route, language, title));
  await expect
    .poll(() => page.locator('html').getAttribute('lang'), { timeout: AFTER_RENDER_TIMEOUT_MS })
    .toBe(language);
}
