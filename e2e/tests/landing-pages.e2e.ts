import { ADMIN_PATHS } from '@lumus/contract/admin/admin-paths';
import { freeChatCall } from '@lumus/contract/chat/chat-calls';
import { seriousAxeViolations } from '../lib/axe-violations';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { E2E_ADMIN_MOBILE } from '../lib/admin-account';
import { e2eTest } from '../lib/e2e-test';
import { germanPageName } from '../lib/german-titles';
import { openPhonePopup } from './auth-helpers';
import { authHeaders, signInByApi, type ApiSession } from './chat-helpers';

const UI_TIMEOUT_MS = 15_000;

/** Sets the free first chat's minutes as an operator does (0 turns the offer off). */
async function setFreeMinutes(admin: ApiSession, minutes: number): Promise<void> {
  const response = await fetch(`${admin.baseUrl}${ADMIN_PATHS.freeChatMinutesSave}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authHeaders(admin) },
    body: JSON.stringify({ minutes }),
  });
  if (response.status !== 200) throw new Error(`free minutes: ${response.status}`);
}

async function offerMinutes(baseUrl: string): Promise<number> {
  const answer = freeChatCall.response.parse(
    await (await fetch(`${baseUrl}${freeChatCall.path}`)).json(),
  );
  return answer.data.offerMinutes;
}

/** Opens `path` and waits until the page has asked whether the free chat is on. */
async function gotoAfterOfferCheck(page: Page, path: string): Promise<void> {
  const asked = page.waitForResponse((response) => response.url().includes(freeChatCall.path));
  await page.goto(path);
  await asked;
}

/** The quiz's three answers, up to its result (and its question whether the free chat is on). */
async function showQuizResults(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'What troubles you?' }).waitFor();
  await page.getByTestId('quiz-start-heart').click();
  await page.getByLabel('I am in a relationship').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Whether we have a future together').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('The stars and my birth chart').check();
  const asked = page.waitForResponse((response) => response.url().includes(freeChatCall.path));
  await page.getByRole('button', { name: 'Show my psychics' }).click();
  await page.getByTestId('quiz-results').waitFor();
  await asked;
}

async function sectionOrder(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid^="home-section-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
}

describe('home and its landing variants', () => {
  e2eTest(
    'home: hero, live psychics first, then categories, how it works, compatibility, app',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Chat with Astrologer' }).waitFor();
      await page.getByTestId('home-online-list').getByTestId('psychic-card').first().waitFor();
      expect(await page.getByTestId('home-online-list').getByTestId('psychic-card').count()).toBe(
        4,
      );
      const order = await sectionOrder(page);
      expect(order.slice(0, 4)).toEqual([
        'home-section-online',
        'home-section-categories',
        'home-section-how',
        'home-section-compatibility',
      ]);
      expect(order.at(-1)).toBe('home-section-app');
      // Spec §7 IP lookup at start: the address our server sees is kept under `ip`.
      await expect
        .poll(() => page.evaluate(() => window.localStorage.getItem('ip')))
        .toBe('127.0.0.1');
      await page.getByRole('link', { name: 'Tarot' }).click();
      await expect.poll(() => new URL(page.url()).search).toBe('?category=tarot');
    },
  );

  e2eTest(
    'download-app puts the app first; halloween and aus have their own hero, also in German',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'desktop' });
      await page.goto('/download-app');
      await page.getByRole('heading', { level: 1, name: 'Your psychic, in your pocket' }).waitFor();
      expect((await sectionOrder(page))[0]).toBe('home-section-app');
      await page.goto('/de/app-landing-page/halloween');
      await page
        .getByRole('heading', { level: 1, name: 'Die Nacht, in der der Schleier am dünnsten ist' })
        .waitFor();
      expect(await page.title()).toBe('Lumus');
      await page.goto('/app-landing-page/aus');
      await page
        .getByRole('heading', { level: 1, name: 'Late-night questions, answered' })
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  e2eTest(
    'live TV and the shop open Feature Not Available with Download App; support is on the web',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      await page.goto('/de');
      await page.getByTestId('app-only-live_tv').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('app-only-support_chat').count()).toBe(0);
      for (const id of ['live_tv', 'shop']) {
        await page.getByTestId(`app-only-${id}`).click({ timeout: UI_TIMEOUT_MS });
        const dialog = page.getByRole('dialog', { name: 'Funktion nicht verfügbar' });
        await dialog.waitFor();
        // The seeded static value 508 is the Use App page, in the page's language.
        expect(
          await dialog.getByRole('link', { name: 'App herunterladen' }).getAttribute('href'),
        ).toBe('/de/use-app');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
    },
  );
});

describe('the free first chat is promised only while it is on', () => {
  e2eTest(
    'home and the quiz result hide it while off and show it once an operator turns it on',
    async ({ baseUrl, openPage, expect }) => {
      const admin = await signInByApi(baseUrl, E2E_ADMIN_MOBILE);
      await setFreeMinutes(admin, 0);
      try {
        expect(await offerMinutes(baseUrl)).toBe(0);
        const page = await openPage({ viewport: 'phone' });
        await gotoAfterOfferCheck(page, '/');
        await page.getByTestId('home-section-how').waitFor();
        expect(await page.getByRole('heading', { name: 'First chat free' }).count()).toBe(0);
        expect(await page.getByTestId('home-free-chat').count()).toBe(0);

        await page.goto('/landing-page-v2');
        await showQuizResults(page);
        expect(await page.getByTestId('quiz-free-chat').count()).toBe(0);
        expect(await page.getByRole('link', { name: 'Start a free chat' }).count()).toBe(0);

        await setFreeMinutes(admin, 3);
        await page.goto('/de');
        await page.getByRole('heading', { name: 'Erster Chat gratis' }).waitFor();
        await page.evaluate(() => {
          window.localStorage.removeItem('quizAnswers');
        });
        await page.goto('/landing-page-v2');
        await showQuizResults(page);
        await page.getByTestId('quiz-free-chat').waitFor();
        expect(
          await page.getByRole('link', { name: 'Start a free chat' }).getAttribute('href'),
        ).toBe('/free-chat');
      } finally {
        await setFreeMinutes(admin, 0);
      }
    },
  );
});

describe('quiz funnel', () => {
  e2eTest(
    'three answers lead to psychics of the matching topic; the answers survive a reload',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      await page.goto('/landing-page-v2');
      await page.getByRole('heading', { level: 1, name: 'What troubles you?' }).waitFor();
      await page.getByTestId('quiz-start-heart').click();
      await page.getByText('Question 1 of 3').waitFor();
      await page.getByLabel('I am in a relationship').check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Whether we have a future together').check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('The stars and my birth chart').check();
      await page.getByRole('button', { name: 'Show my psychics' }).click();

      const results = page.getByTestId('quiz-results');
      await results.waitFor();
      expect(await results.getAttribute('data-category')).toBe('astrology');
      await results.getByText('Your answers point to Astrology.', { exact: false }).waitFor();
      await page.getByTestId('quiz-psychics').getByTestId('psychic-card').first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.reload();
      await page.getByTestId('quiz-results').waitFor();
      await page.getByRole('button', { name: 'Change my answers' }).click();
      expect(await page.getByLabel('I am in a relationship').isChecked()).toBe(true);
      const stored = await page.evaluate(() => window.localStorage.getItem('quizAnswers'));
      expect(JSON.parse(stored ?? '{}')).toEqual({
        heart: { situation: 'relationship', worry: 'future', approach: 'stars' },
      });
    },
  );

  e2eTest('quiz-2 in German, and Start again clears the answers', async ({ openPage, expect }) => {
    const page = await openPage({ viewport: 'desktop' });
    await page.goto('/de/landing-page-v2/quiz-2');
    await page.getByLabel('Geld und Finanzen').check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByLabel('Monate').check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByLabel('Tarotkarten').check();
    await page.getByRole('button', { name: 'Meine Berater zeigen' }).click();
    const results = page.getByTestId('quiz-results');
    await results.waitFor();
    expect(await results.getAttribute('data-category')).toBe('finance');
    await page.getByRole('button', { name: 'Neu beginnen' }).click();
    await page.getByText('Frage 1 von 3').waitFor();
    expect(await page.getByLabel('Geld und Finanzen').isChecked()).toBe(false);
    await page.reload();
    await page.getByText('Frage 1 von 3').waitFor();
  });
});

describe('landing-page experiment', () => {
  e2eTest(
    'shows the variant the server assigned, the same one on every visit of this browser',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      await page.goto('/landing-page-experiment');
      const experiment = page.getByTestId('experiment-page');
      await experiment.waitFor({ timeout: UI_TIMEOUT_MS });
      const variant = await experiment.getAttribute('data-experiment-variant');
      expect(['chat_first', 'free_chat', 'compatibility']).toContain(variant);
      const hero = await page.getByTestId('home-hero').getAttribute('data-hero');
      expect(hero).toBe(
        { chat_first: 'chat', free_chat: 'free_chat', compatibility: 'compatibility' }[
          variant ?? ''
        ],
      );
      for (let visit = 0; visit < 2; visit += 1) {
        await page.reload();
        await experiment.waitFor();
        expect(await experiment.getAttribute('data-experiment-variant')).toBe(variant);
      }
      // The server answers the same for this guest id.
      const guestUserId = await page.evaluate(() => window.localStorage.getItem('guestUserId'));
      const response = await page.request.get(
        `/api/user/get/experiments?guestUserId=${guestUserId ?? ''}`,
      );
      const body = (await response.json()) as {
        data: { experiments: { experiment: string; variant: string }[] };
      };
      expect(body.data.experiments).toContainEqual({
        experiment: 'landing-page-experiment',
        variant,
      });
    },
  );
});

describe('crawlers: head without JavaScript, sitemap.xml, robots.txt', () => {
  e2eTest(
    'every page answers with its own head and hreflang links',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'desktop' });
      const response = await page.request.get('/de/privacy-policies');
      const html = await response.text();
      expect(html).toContain('<html lang="de"');
      expect(html).toContain('<title>Datenschutzerklärung | Lumus</title>');
      expect(html).toMatch(
        /<link rel="alternate" hreflang="en" href="http:\/\/[^"]+\/privacy-policies"/,
      );
      expect(html).toMatch(
        /<link rel="alternate" hreflang="x-default" href="http:\/\/[^"]+\/privacy-policies"/,
      );
      expect(html).toMatch(/<meta property="og:description" content="Welche Daten Lumus speichert/);
      // The app then renders the same page, and the head keeps its links.
      await page.goto('/de/privacy-policies');
      await page.getByRole('heading', { level: 2, name: 'Deine Rechte' }).waitFor();
      expect(await page.locator('link[rel=alternate][hreflang=de]').count()).toBe(1);
      // A client-side navigation brings the next page's head, not only its title.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Über uns', exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Über uns' }).waitFor();
      const href = (selector: string) => page.locator(selector).getAttribute('href');
      const origin = new URL(page.url()).origin;
      await expect.poll(() => href('link[rel=canonical]')).toBe(`${origin}/de/about-us`);
      expect(await href('link[rel=alternate][hreflang=en]')).toBe(`${origin}/about-us`);
      expect(await href('link[rel=alternate][hreflang=x-default]')).toBe(`${origin}/about-us`);
      expect(await page.locator('meta[name=description]').getAttribute('content')).toMatch(
        /^Lumus heißt Licht im Dunkeln/,
      );
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
        'Über uns | Lumus',
      );
      expect(await page.locator('link[rel=canonical]').count()).toBe(1);
    },
  );

  e2eTest(
    "a profile's head names the psychic, before and after the app starts",
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'desktop' });
      // Spec §2: the title says it is a psychic's profile, in the page's language.
      const title = `Lena Hoffmann · ${germanPageName('Psychic Profile') ?? 'missing'} | Lumus`;
      const html = await (await page.request.get('/de/profile/lena-hoffmann')).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<meta property="og:title" content="${title}" />`);
      expect(html).toMatch(/<meta name="description" content="Chatte mit Lena Hoffmann bei Lumus/);
      await page.goto('/de/profile/lena-hoffmann');
      await page.getByRole('heading', { level: 1, name: 'Lena Hoffmann' }).waitFor();
      // A first visit's market is a guess until the currency call answers; the profile is then
      // asked again in that currency, and the title follows it.
      await expect.poll(() => page.title()).toBe(title);
    },
  );

  e2eTest('sitemap.xml and robots.txt', async ({ openPage, expect }) => {
    const page = await openPage({ viewport: 'desktop' });
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>http:\/\/[^<]+\/de\/landing-page-v2<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/[^<]+\/chat-with-psychic<\/loc>/);
    expect(xml).not.toContain('/my-wallet<');
    // The seeded psychics' profiles, in both languages.
    expect(xml).toMatch(/<loc>http:\/\/[^<]+\/profile\/lena-hoffmann<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/[^<]+\/de\/profile\/lena-hoffmann<\/loc>/);
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots.split('\n')).toContain('Disallow: /api/');
    expect(robots.split('\n')).toContain('Disallow: /de/order-history');
    expect(robots).toMatch(/Sitemap: http:\/\/[^\n]+\/sitemap\.xml/);
  });
});

describe('accessibility of the login popup', () => {
  e2eTest('the phone popup has no serious WCAG A/AA violations', async ({ openPage, expect }) => {
    const page = await openPage({ viewport: 'phone' });
    await openPhonePopup(page, '/');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
