import type { Page } from 'playwright-core';
import { describe, type ExpectStatic } from 'vitest';
import { seriousAxeViolations } from '../lib/axe-violations';
import { e2eTest } from '../lib/e2e-test';
import { germanPageName } from '../lib/german-titles';
import { expectLocation } from '../lib/page-expectations';

/** Title, description and Open Graph of the page name the psychic, as the server writes them. */
async function expectProfileHead(
  expect: ExpectStatic,
  page: Page,
  title: string,
  description: RegExp,
): Promise<void> {
  const content = (selector: string) => page.locator(selector).getAttribute('content');
  await expect.poll(() => page.title()).toBe(title);
  await expect.poll(() => content('meta[property="og:title"]')).toBe(title);
  expect(await content('meta[name=description]')).toMatch(description);
  expect(await content('meta[property="og:description"]')).toMatch(description);
  expect(await page.locator('meta[name=robots]').count()).toBe(0);
}

describe('catalogue: psychic profile on a phone', () => {
  e2eTest(
    "a real psychic's profile, with reviews and gallery, has no serious WCAG A/AA violation",
    async ({ openPage, expect }) => {
      // The accessibility file's profile path is a made-up slug (the spec route's sample): this
      // checks the page with a psychic on it, in both languages.
      for (const path of ['/profile/lena-hoffmann', '/de/profile/lena-hoffmann']) {
        const page = await openPage({ viewport: 'phone' });
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: 'Lena Hoffmann' }).waitFor();
        await page.getByTestId('review').first().waitFor();
        await page.getByTestId('gallery-thumbnail').first().waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
    },
  );
  e2eTest(
    'opens from the list with about, reviews and a gallery lightbox',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      await page.goto('/chat-with-psychic?q=lena');
      await page.getByRole('link', { name: 'Lena Hoffmann' }).click();
      await expectLocation(expect, page, '/profile/lena-hoffmann');
      await page.getByRole('heading', { level: 1, name: 'Lena Hoffmann' }).waitFor();
      await page.getByText(/couples counsellor in Hamburg/).waitFor();
      // Reached in the app, the head names the psychic as the server's does on a first load.
      await expectProfileHead(
        expect,
        page,
        'Lena Hoffmann · Psychic Profile | Lumus',
        /^Chat with Lena Hoffmann /,
      );

      await page.getByTestId('review').first().waitFor();
      const before = await page.getByTestId('review').count();
      expect(before).toBe(5);
      await page.getByRole('button', { name: 'Show more reviews' }).click();
      await expect.poll(() => page.getByTestId('review').count()).toBeGreaterThan(before);

      const thumbnails = page.getByTestId('gallery-thumbnail');
      const count = await thumbnails.count();
      expect(count).toBeGreaterThanOrEqual(2);
      await thumbnails.first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.getByRole('heading').innerText()).toBe(`Gallery image 1 of ${count}`);
      await page.keyboard.press('ArrowRight');
      expect(await dialog.getByRole('heading').innerText()).toBe(`Gallery image 2 of ${count}`);
      const image = dialog.getByRole('img');
      expect(await image.getAttribute('src')).toMatch(/^\/api\/media\/gallery\/.+\.svg$/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(800);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(
        await thumbnails.first().evaluate((element) => element === document.activeElement),
      ).toBe(true);
    },
  );

  e2eTest(
    'names the psychic in the German head after opening the profile from the list',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'desktop' });
      await page.goto('/de/chat-with-psychic?q=lena');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => page.title()).toBe('Mit Beratern chatten | Lumus');
      await page.getByRole('link', { name: 'Lena Hoffmann' }).click();
      await expectLocation(expect, page, '/de/profile/lena-hoffmann');
      await page.getByRole('heading', { level: 1, name: 'Lena Hoffmann' }).waitFor();
      await expectProfileHead(
        expect,
        page,
        `Lena Hoffmann · ${germanPageName('Psychic Profile') ?? 'missing'} | Lumus`,
        /^Chatte mit Lena Hoffmann bei Lumus/,
      );
      expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe(
        'de_DE',
      );
    },
  );

  e2eTest('shows the German bio under /de', async ({ openPage }) => {
    const page = await openPage({ viewport: 'phone' });
    await page.goto('/de/profile/lena-hoffmann');
    await page.getByText(/Paarberaterin in Hamburg/).waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'Bewertungen' }).waitFor();
  });

  e2eTest('says so kindly when the slug is unknown', async ({ openPage, expect }) => {
    const page = await openPage({ viewport: 'phone' });
    await page.goto('/profile/nobody-by-this-name');
    await page
      .getByRole('heading', { level: 1, name: 'We could not find this psychic' })
      .waitFor({ timeout: 20_000 });
    // The app's head agrees with the server's for a slug nobody has: generic and not indexed.
    await expect.poll(() => page.title()).toBe('Psychic Profile | Lumus');
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
    await page.getByRole('link', { name: 'See all psychics' }).click();
    await expectLocation(expect, page, '/chat-with-psychic');
  });
});
