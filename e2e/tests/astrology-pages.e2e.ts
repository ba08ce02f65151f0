import { saveBirthDetailCall } from '@lumus/contract/astrology/birth-details';
import { KUNDLI_REPORT_PATH } from '@lumus/contract/astrology/chart-depth';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { e2eTest } from '../lib/e2e-test';
import { callApi, signInByApi } from './chat-helpers';

const UI_TIMEOUT_MS = 15_000;
/** New Delhi in the place index, the panchang's default place. */
const NEW_DELHI = 1261481;

/** Keeps the first h1 the browser parsed, to tell whether React took the server's page over. */
async function keepServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Reflect.set(window, '__serverHeading', document.querySelector('h1'));
    });
  });
}

/** Page errors and console errors (React reports a failed hydration there). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function hydratedAsIs(page: Page): Promise<boolean> {
  await page
    .locator('html[data-app="ready"]')
    .waitFor({ state: 'attached', timeout: UI_TIMEOUT_MS });
  return page.evaluate(() => {
    const kept: unknown = Reflect.get(window, '__serverHeading');
    const now = document.querySelector('h1');
    return (
      kept instanceof HTMLElement &&
      kept === now &&
      Object.keys(now).some((key) => key.startsWith('__reactFiber'))
    );
  });
}

describe('panchang and daily horoscopes (issue 20)', () => {
  e2eTest(
    'are written by the server with their own title, in English and German, and in the sitemap',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'desktop' });
      const pages = [
        { path: '/panchang', title: 'Panchang | Lumus', h1: 'Panchang', body: 'Rahu kaal' },
        { path: '/de/panchang', title: 'Panchang | Lumus', h1: 'Panchang', body: 'Rahu Kaal' },
        {
          path: '/horoscope/today/gemini',
          title: 'Gemini Horoscope Today | Lumus',
          h1: 'Gemini horoscope today',
          body: 'The Moon is ',
        },
        {
          path: '/de/horoscope/tomorrow/gemini',
          title: 'Horoskop Zwillinge morgen | Lumus',
          h1: 'Horoskop Zwillinge morgen',
          body: 'Der Mond steht ',
        },
      ];
      for (const { path, title, h1, body } of pages) {
        const html = await (await page.request.get(path)).text();
        expect(html, path).toContain(`<title>${title}</title>`);
        expect(html, path).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
        // The day's data is in the page itself, not fetched after the script starts.
        expect(html, path).toContain(body);
      }
      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      for (const path of ['/panchang', '/de/panchang', '/horoscope/tomorrow/pisces']) {
        expect(sitemap).toMatch(new RegExp(`<loc>http://[^<]+${path}</loc>`));
      }
    },
  );

  e2eTest(
    'panchang: hydrates as rendered, then follows a new date and a new place',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      const errors = errorsOf(page);
      await keepServerHeading(page);
      await page.goto(`/panchang?date=2026-03-20&place=${NEW_DELHI}`);
      expect(await hydratedAsIs(page)).toBe(true);
      await page.getByText(/^Friday, 20 March 2026 in New Delhi/).waitFor();
      const table = page.getByTestId('panchang-table');
      await expect(table.textContent()).resolves.toContain('Asia/Kolkata');

      await page.getByTestId('panchang-date').fill('2026-03-21');
      await page.waitForURL(/date=2026-03-21/);
      await page.getByText(/^Saturday, 21 March 2026 in New Delhi/).waitFor();

      const place = page.getByRole('combobox', { name: 'Place' });
      await place.pressSequentially('koln', { delay: 40 });
      const option = page.getByRole('option').filter({ hasText: 'Köln' }).first();
      await option.waitFor({ timeout: UI_TIMEOUT_MS });
      await option.click();
      await page.waitForURL(/date=2026-03-21&place=\d+/);
      await page.getByText(/^Saturday, 21 March 2026 in Köln/).waitFor();
      await expect(table.textContent()).resolves.toContain('Europe/Berlin');
      expect(errors).toEqual([]);
    },
  );

  e2eTest(
    'a horoscope hydrates as rendered and its tab names the sign after a client-side navigation',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      const errors = errorsOf(page);
      await keepServerHeading(page);
      await page.goto('/de/horoscope/today/gemini');
      expect(await hydratedAsIs(page)).toBe(true);
      expect(await page.title()).toBe('Horoskop Zwillinge heute | Lumus');
      await expect(page.getByTestId('horoscope-reading').textContent()).resolves.toMatch(
        /Der Mond steht (im|in der|in den) /,
      );
      await page
        .getByRole('navigation', { name: 'Andere Mondzeichen' })
        .getByRole('link', { name: 'Fische' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Horoskop Fische heute' }).waitFor();
      await expect.poll(() => page.title()).toBe('Horoskop Fische heute | Lumus');
      await page.getByRole('link', { name: 'Horoskop Fische morgen' }).click();
      await expect.poll(() => page.title()).toBe('Horoskop Fische morgen | Lumus');
      expect(errors).toEqual([]);
    },
  );
});

describe('kundli depth (issue 20)', () => {
  e2eTest(
    'a saved chart shows its dasha timeline, divisional charts and doshas, and downloads as a PDF',
    async ({ baseUrl, openPage, expect }) => {
      const session = await signInByApi(baseUrl, '9000000721');
      const person = await callApi(session, saveBirthDetailCall, {
        name: 'Asha',
        gender: 'FEMALE',
        birthDate: '1990-02-26',
        birthTime: '10:00',
        placeName: 'New Delhi',
        latitude: 28.6139,
        longitude: 77.209,
        timeZone: 'Asia/Kolkata',
      });
      const page = await openPage({ viewport: 'phone', localStorage: session.storage });
      await page.goto(`/kundli/${person.id}`);
      await page.getByRole('heading', { level: 1, name: 'Asha' }).waitFor();

      const timeline = page.getByTestId('dasha-timeline');
      await timeline.waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(timeline.getByTestId('mahadasha').count()).resolves.toBe(9);
      // The running mahadasha is open on its antardashas, marked as running.
      await expect(timeline.getByTestId('antardasha').count()).resolves.toBeGreaterThanOrEqual(9);
      await expect(timeline.textContent()).resolves.toContain('· now');

      // D9 first; D10 on demand, drawn in both chart styles.
      const vargas = page.getByTestId('varga-charts');
      await expect(page.getByTestId('varga-D9').getAttribute('aria-checked')).resolves.toBe('true');
      const navamsa = await vargas.textContent();
      await page.getByTestId('varga-D10').click();
      await expect(page.getByTestId('varga-D10').getAttribute('aria-checked')).resolves.toBe(
        'true',
      );
      await expect(vargas.textContent()).resolves.not.toBe(navamsa);
      await expect(vargas.getByTestId('north-indian-chart').count()).resolves.toBe(1);
      await expect(vargas.getByTestId('south-indian-chart').count()).resolves.toBe(1);

      const doshas = page.getByTestId('dosha-list');
      for (const dosha of ['manglik', 'kaal-sarp', 'sade-sati']) {
        await expect(doshas.getByTestId(`dosha-${dosha}`).count()).resolves.toBe(1);
      }
      // Moon in Aquarius: the Sade Sati of 2020–2027 is among the periods of her life.
      await expect(page.getByTestId('sade-sati-periods').textContent()).resolves.toMatch(/2020/);

      const answer = page.waitForResponse((response) =>
        response.url().includes(KUNDLI_REPORT_PATH),
      );
      const download = page.waitForEvent('download');
      await page.getByTestId('report-download').click();
      const response = await answer;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const file = await download;
      expect(file.suggestedFilename()).toBe('kundli-Asha.pdf');
      // The saved file itself (the browser may run elsewhere: read it through Playwright).
      const chunks: Uint8Array[] = [];
      for await (const chunk of await file.createReadStream()) chunks.push(chunk as Uint8Array);
      const pdf = Buffer.concat(chunks);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(2_000);
    },
  );
});
