import { MAX_PAGE_SIZE, consultantListCall } from '@lumus/contract/catalogue/consultant-list';
import { SERVER_RENDER_STATE_ID } from '@lumus/contract/site/server-renderer';
import type { Page } from 'playwright-core';
import { beforeAll, describe } from 'vitest';
import { e2eTest } from '../lib/e2e-test';
import { runBaseUrl } from '../lib/run-base-url';
import { PUBLIC_ROUTES } from '../lib/spec-routes';

/**
 * Every page the server renders (decision 022) must hydrate as it is in every time zone, at
 * either side of midnight (decision 024): a date or year written in the server's zone and again
 * in the browser's throws the server's page away (React error #418). The browser's clock is set
 * just before and just after New Year's midnight in its zone, where day, month and year all
 * change; the demo reviews' dates lie at many hours of the day.
 *
 * Eight zone/clock combinations times every page would take CI's whole budget, so: a core set
 * with the dates that matter (home in English and German, whose footer carries the year; the list,
 * whose cards carry prices and ratings; the two profiles with the most reviews, one of them in
 * German) is opened in all eight, and every other page the server lists once, dealt round-robin
 * over the eight. A content page or a psychic group writes no date the home page or the list does
 * not (same footer, same cards), so they are dealt like the rest (decision 065). Each combination
 * is one browser context whose pages are opened one after another.
 *
 * The astrology pages (issue 20) are not spec routes, so they are named here: the panchang in
 * both languages, and of the 24 daily horoscopes (one component; the sign and day change only the
 * data) one of today and one of tomorrow. They are dealt like the other pages rather than added
 * to the core set, which would add eight page loads to a walk already near its time limit.
 */
const ASTROLOGY_PAGES = [
  '/panchang',
  '/de/panchang',
  '/horoscope/today/leo',
  '/de/horoscope/tomorrow/virgo',
];
const TIME_ZONES = ['Asia/Kolkata', 'Europe/Berlin', 'America/Los_Angeles', 'Pacific/Kiritimati'];
const SIDES = [
  { name: 'before midnight', offsetMs: -30_000 },
  { name: 'after midnight', offsetMs: 30_000 },
] as const;
const READY_TIMEOUT_MS = 20_000;

/** The UTC offset of `zone` at `instant`, in ms (positive east of Greenwich). */
function zoneOffsetMs(zone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant the next year begins on the wall clocks of `zone`. */
function newYearIn(zone: string): number {
  const wall = Date.UTC(new Date().getUTCFullYear() + 1, 0, 1);
  const guess = wall - zoneOffsetMs(zone, wall);
  return wall - zoneOffsetMs(zone, guess);
}

/**
 * A render over the server's 2 s budget is sent as the app's shell (server-render.ts), so a page
 * that came as the shell is asked again. Finding the pages asks each at most three times, at once:
 * most routes have no server render and always come as the shell. Walking a page known to be
 * rendered asks up to six times: on a CI machine whose two cores also ran the static checks, the
 * home page came as the shell six times in a row at the start of the e2e step, so each attempt
 * after the first waits a little longer first (2, 4, … s) and a busy spell can pass.
 */
const FIND_ATTEMPTS = 3;
const WALK_ATTEMPTS = 6;
const shellPause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, (attempt - 1) * 2_000));

/** Whether an HTML answer is a server render (its state script is there) rather than the shell. */
function isRender(html: string): boolean {
  return html.includes(`id="${SERVER_RENDER_STATE_ID}"`);
}

/**
 * Whether the server answers `path` with a rendered page (its state script is in the HTML). A
 * page sent as the shell is asked again: on a CI machine at full load a render can run over its
 * time budget now and then (the home page did once), which is the server's designed fallback,
 * not a page it does not render.
 */
async function serverRendered(baseUrl: string, path: string): Promise<string | null> {
  for (let attempt = 1; attempt <= FIND_ATTEMPTS; attempt += 1) {
    const response = await fetch(new URL(path, baseUrl), { redirect: 'manual' });
    if (response.status !== 200) return null;
    const html = await response.text();
    if (isRender(html)) return html;
  }
  return null;
}

function linksIn(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

/**
 * The server-rendered pages, asked of the server: every public route of the spec it renders (in
 * English and German), every profile, and every psychic group and list filter a rendered page
 * links to.
 */
async function renderedPages(baseUrl: string): Promise<Map<string, string>> {
  const queue: string[] = [];
  const seen = new Set<string>();
  const add = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    queue.push(path);
  };
  for (const route of PUBLIC_ROUTES) {
    add(route.path);
    add(route.path === '/' ? '/de' : `/de${route.path}`);
  }
  for (const path of ASTROLOGY_PAGES) add(path);
  // Every psychic's profile (the lists link only their first page).
  for (let page = 1, more = true; more; page += 1) {
    const url = new URL(
      `${consultantListCall.path}?page=${page}&pageSize=${MAX_PAGE_SIZE}`,
      baseUrl,
    );
    const answer = consultantListCall.response.parse(await (await fetch(url)).json());
    for (const card of answer.data.items) add(`/profile/${card.slug}`);
    more = answer.data.hasMore;
  }
  const pages = new Map<string, string>();
  for (let index = 0; index < queue.length; index += 1) {
    const path = queue[index] ?? '';
    const html = await serverRendered(baseUrl, path);
    if (html === null) continue;
    pages.set(path, html);
    for (const link of linksIn(html, /href="(\/chat-with-psychic\/[^"/?]+\/\d+)"/g)) add(link);
    for (const link of linksIn(html, /href="(\/chat-with-psychic\?category=[a-z-]+)"/g)) add(link);
  }
  return new Map([...pages].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Profiles of psychics with a euro price: a German page without the market cookie is rendered in
 * euros, and lists and opens only those (decision 045).
 */
async function euroProfilePaths(baseUrl: string): Promise<Set<string>> {
  const url = new URL(`${consultantListCall.path}?currency=EUR&pageSize=${MAX_PAGE_SIZE}`, baseUrl);
  const answer = consultantListCall.response.parse(await (await fetch(url)).json());
  return new Set(answer.data.items.map((card) => `/profile/${card.slug}`));
}

let euroPaths = new Set<string>();

const COMBINATIONS = TIME_ZONES.flatMap((zone) => SIDES.map((side) => ({ zone, side })));

/**
 * The pages opened in every combination: home in both languages, the list, and the profiles whose
 * review dates the server could write on another day than the browser (the two with the most
 * reviews; the second in German, whose date format differs).
 */
function corePages(pages: ReadonlyMap<string, string>): string[] {
  const reviewCount = (html: string) => html.split('data-testid="review"').length - 1;
  const profiles = [...pages]
    .filter(([path]) => /^\/profile\/[^/]+$/.test(path))
    .map(([path, html]) => ({ path, reviews: reviewCount(html) }))
    .filter((profile) => profile.reviews > 0)
    .sort((a, b) => b.reviews - a.reviews || a.path.localeCompare(b.path));
  const germanProfile = profiles.slice(1).find((profile) => euroPaths.has(profile.path));
  return [
    '/',
    '/de',
    '/chat-with-psychic',
    profiles[0]?.path ?? '',
    germanProfile === undefined ? '' : `/de${germanProfile.path}`,
  ];
}

/** The core pages, and every other page once: dealt round-robin over the combinations. */
function pagesFor(combination: number, pages: ReadonlyMap<string, string>): string[] {
  const core = corePages(pages);
  const rest = [...pages.keys()].filter((path) => !core.includes(path));
  return [...core, ...rest.filter((_, index) => index % COMBINATIONS.length === combination)];
}

/**
 * Page errors and console errors (React reports a failed hydration there). Warnings are left out:
 * a slow fingerprint trait on a busy machine warns, and says nothing about the page.
 */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push(`${page.url()}: console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

type Hydration = 'kept' | 'replaced' | 'shell';

/**
 * Opens `path` and tells whether React took over the server's own heading (`kept`) or replaced it
 * (`replaced`). A page the app moves on from by design (`/profile` without a psychic opens the
 * list) has a new heading anyway: there, only errors count. `shell`: the server sent the app's
 * shell instead of a render (over its time budget on a fully loaded machine, server-render.ts),
 * so there was nothing to hydrate and the load says nothing either way.
 */
async function hydration(page: Page, path: string): Promise<Hydration> {
  // Only the hydration counts: images and fonts are not waited for.
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  const html = (await response?.text()) ?? '';
  await page
    .locator('html[data-app="ready"]')
    .waitFor({ state: 'attached', timeout: READY_TIMEOUT_MS });
  const at = new URL(page.url()).pathname;
  if (at !== path && at !== `/de${path}`) return 'kept';
  if (!isRender(html)) return 'shell';
  const kept = await page.evaluate(() => {
    const heading: unknown = Reflect.get(window, '__serverHeading');
    const now = document.querySelector('h1');
    return (
      heading instanceof HTMLElement &&
      heading === now &&
      Object.keys(now).some((key) => key.startsWith('__reactFiber'))
    );
  });
  return kept ? 'kept' : 'replaced';
}

/** `hydration`, asked again while the server sends its shell (up to WALK_ATTEMPTS loads). */
async function hydrationOfARender(page: Page, path: string): Promise<Hydration> {
  let result = await hydration(page, path);
  for (let attempt = 2; attempt <= WALK_ATTEMPTS && result === 'shell'; attempt += 1) {
    console.warn(`hydration-time-zones: ${path} came as the shell; again`);
    await shellPause(attempt);
    result = await hydration(page, path);
  }
  return result;
}

describe('server-rendered pages hydrate in every time zone, at both sides of midnight', () => {
  let pages = new Map<string, string>();
  beforeAll(async () => {
    pages = await renderedPages(runBaseUrl());
    euroPaths = await euroProfilePaths(runBaseUrl());
  });

  e2eTest('the server renders the pages this test walks', async ({ baseUrl, expect }) => {
    const paths = [...pages.keys()];
    for (const path of [
      '/',
      '/de',
      '/landing-page',
      '/app-landing-page/halloween',
      '/landing-page-v2',
      '/about-us',
      '/de/terms-and-condition',
      '/chat-with-psychic',
      '/profile/lena-hoffmann',
      ...ASTROLOGY_PAGES,
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(
      paths.filter((path) => /^\/chat-with-psychic\/.+\/\d+$/.test(path)).length,
    ).toBeGreaterThan(0);
    expect(paths.filter((path) => path.startsWith('/profile/')).length).toBeGreaterThan(10);
    // The core set exists, and its German profile is rendered too (it is not in the server's list).
    const core = corePages(pages);
    expect(core.filter((path) => path.includes('/profile/'))).toHaveLength(2);
    expect(core).not.toContain('');
    for (const path of core) {
      expect(await serverRendered(baseUrl, path), `${path} is server-rendered`).not.toBeNull();
    }
    const opened = new Set(COMBINATIONS.flatMap((_, index) => pagesFor(index, pages)));
    expect(
      paths.filter((path) => !opened.has(path)),
      'pages no combination opens',
    ).toEqual([]);
    console.info(
      `hydration-time-zones: ${paths.length} server-rendered pages; in every combination: ${core.join(' ')}`,
    );
  });

  COMBINATIONS.forEach(({ zone, side }, combination) => {
    e2eTest.concurrent(
      `${zone}, ${side.name}`,
      // About 17 pages, one after another, three combinations at a time: 60 s each alone on a
      // quiet two-core machine, and over 120 s in a CI run beside another file's worker.
      { timeout: 300_000 },
      async ({ browser, baseUrl, expect }) => {
        const context = await browser.newContext({
          baseURL: baseUrl,
          timezoneId: zone,
          locale: 'en-IN',
          viewport: { width: 390, height: 844 },
        });
        try {
          // One market in every zone: this test is about zones and midnight, and the market
          // decides which psychics a page may open (decision 045; market-germany.e2e.ts).
          await context.addCookies([{ name: 'lumus_market', value: 'IN', url: baseUrl }]);
          await context.clock.install({ time: newYearIn(zone) + side.offsetMs });
          await context.addInitScript(() => {
            // English remembered: a first visit in Berlin moves an English page to German before
            // anything hydrates (spec §2), and the English page would never be opened as itself.
            localStorage.setItem('lang', 'en');
            document.addEventListener('DOMContentLoaded', () => {
              Reflect.set(window, '__serverHeading', document.querySelector('h1'));
            });
          });
          const page = await context.newPage();
          const problems = problemsOf(page);
          const replaced: string[] = [];
          const unrendered: string[] = [];
          for (const path of pagesFor(combination, pages)) {
            let result = await hydrationOfARender(page, path);
            if (result === 'replaced') {
              // A mismatch from time zone or language repeats on every load. Twice in about 400
              // walks a page's heading was replaced once with no React error, and not again on
              // the next load (cause not found yet, noted in issue 19's notes): such a page is
              // reported here and opened once more, and only a repeat fails.
              console.warn(`hydration-time-zones: ${path} was re-rendered once in ${zone}; again`);
              result = await hydrationOfARender(page, path);
            }
            if (result === 'replaced') replaced.push(path);
            if (result === 'shell') unrendered.push(path);
          }
          expect(problems).toEqual([]);
          expect(replaced, 'pages whose server markup React threw away').toEqual([]);
          expect(unrendered, 'pages the server sent as its shell every time').toEqual([]);
        } finally {
          await context.close();
        }
      },
    );
  });
});
