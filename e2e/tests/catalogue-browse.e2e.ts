import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { e2eTest } from '../lib/e2e-test';
import { expectLocation } from '../lib/page-expectations';

/** Prices as numbers from the cards' "₹45/min" / "0,49 €/Min." labels. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('price').allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d,.]/g, '').replace(',', '.')));
}

async function waitForCards(page: Page) {
  await page.getByTestId('psychic-card').first().waitFor({ state: 'visible', timeout: 20_000 });
}

describe('catalogue: browse as a guest on a phone', () => {
  e2eTest(
    'lists psychics with prices in rupees and offline labels',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      await page.goto('/chat-with-psychic');
      await waitForCards(page);
      await expect
        .poll(() => page.getByTestId('result-count').innerText())
        .toMatch(/^\d{2} psychics$/);
      // 44 seeded, plus any psychic another e2e file (admin) has created on this server.
      const total = Number((await page.getByTestId('result-count').innerText()).split(' ')[0]);
      expect(total).toBeGreaterThanOrEqual(44);
      expect(await page.getByTestId('psychic-card').count()).toBe(12);
      expect((await page.getByTestId('price').first().innerText()).startsWith('₹')).toBe(true);
      // Offline psychics come last in the recommended order: load everyone, 12 at a time.
      for (let shown = 12; shown < total; shown += 12) {
        await page.getByRole('button', { name: 'Show more psychics' }).click();
        await expect
          .poll(() => page.getByTestId('psychic-card').count())
          .toBe(Math.min(shown + 12, total));
      }
      await page.getByText('You have seen everyone who matches.').waitFor();
      expect(await page.getByTestId('psychic-card').count()).toBe(total);
      expect(
        await page.getByRole('button', { name: 'Currently Offline!' }).count(),
      ).toBeGreaterThan(0);
    },
  );

  e2eTest(
    'filters and sorts through the URL, and back undoes a step',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      await page.goto('/chat-with-psychic');
      await waitForCards(page);

      // On a phone the filters are folded behind one button (decision 048).
      await page.getByTestId('filters-toggle').click();
      await page.getByRole('button', { name: 'Tarot', exact: true }).click();
      await expectLocation(expect, page, '/chat-with-psychic', '?category=tarot');
      await expect
        .poll(async () => {
          const lines = await page
            .getByTestId('psychic-card')
            .locator('p.text-violet')
            .allInnerTexts();
          return lines.length > 0 && lines.every((line) => line.includes('Tarot'));
        })
        .toBe(true);

      await page.getByLabel('Sort by').selectOption('price_asc');
      await expectLocation(expect, page, '/chat-with-psychic', '?category=tarot&sort=price_asc');
      await expect
        .poll(async () => {
          const prices = await cardPrices(page);
          return (
            prices.length > 1 &&
            prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price)
          );
        })
        .toBe(true);

      await page.goBack();
      await expectLocation(expect, page, '/chat-with-psychic', '?category=tarot');
      await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('recommended');

      await page.getByLabel('Online now').check();
      await expectLocation(expect, page, '/chat-with-psychic', '?category=tarot&online=1');
      await expect
        .poll(async () => {
          const statuses = await page
            .getByTestId('psychic-card')
            .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-status')));
          return statuses.length > 0 && statuses.every((status) => status === 'online');
        })
        .toBe(true);
    },
  );

  e2eTest(
    'searches names regardless of accents and shows a friendly empty state',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      await page.goto('/chat-with-psychic');
      await waitForCards(page);
      const box = page.getByRole('searchbox', { name: 'Search by name' });
      await box.fill('zoe');
      await box.press('Enter');
      await expectLocation(expect, page, '/chat-with-psychic', '?q=zoe');
      await expect.poll(() => page.getByTestId('psychic-card').allInnerTexts()).toHaveLength(1);
      expect(await page.getByTestId('psychic-card').innerText()).toContain('Zoë Fischer');

      await page.goto('/chat-with-psychic?q=nobody-by-this-name');
      await page.getByText('No psychic matches these filters').waitFor({ timeout: 20_000 });
    },
  );

  e2eTest(
    'speaks German under /de and shows euros to a Berlin browser',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone', timezoneId: 'Europe/Berlin' });
      await page.goto('/de/chat-with-psychic?category=love');
      await waitForCards(page);
      await expect.poll(() => page.getByTestId('result-count').innerText()).toMatch(/Berater$/);
      await expect
        .poll(() => page.getByTestId('price').first().innerText())
        .toMatch(/^\d+,\d{2}\s€\/Min\.$/);
      // Folded on a phone: the button counts the speciality from the link (decision 048).
      const toggle = page.getByTestId('filters-toggle');
      expect(await toggle.innerText()).toBe('Filter (1)');
      await toggle.click();
      expect(
        await page.getByRole('button', { name: 'Liebe', exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
      await page.goto('/de/chat-with-psychic?online=0&sort=price_desc');
      await waitForCards(page);
      expect(await page.getByRole('button', { name: 'Derzeit offline!' }).count()).toBeGreaterThan(
        0,
      );
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
    },
  );

  e2eTest(
    'opens a group list with its name and an unknown group as not found',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      await page.goto('/chat-with-psychic/tarot-readers');
      await waitForCards(page);
      await page.getByText('Tarot readers').first().waitFor();
      const lines = await page.getByTestId('psychic-card').locator('p.text-violet').allInnerTexts();
      expect(lines.every((line) => line.includes('Tarot'))).toBe(true);

      await page.goto('/chat-with-psychic/no-such-group/999');
      await page
        .getByRole('heading', { level: 1, name: 'This list does not exist' })
        .waitFor({ timeout: 20_000 });
    },
  );
});
