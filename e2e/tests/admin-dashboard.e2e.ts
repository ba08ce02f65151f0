import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_ADMIN_MOBILE } from '../lib/admin-account';
import { e2eTest } from '../lib/e2e-test';
import { endedPaidChat } from './admin-helpers';
import { UI_TIMEOUT_MS } from './auth-helpers';
import { signInByApi } from './chat-helpers';

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Bars of one dashboard chart, and how many of them are drawn above zero. */
async function bars(page: Page, chart: string) {
  const heights = await page
    .getByTestId(`admin-chart-${chart}`)
    .locator('rect')
    .evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('height'))));
  return { count: heights.length, drawn: heights.filter((height) => height > 0).length };
}

describe('the operator dashboard', () => {
  e2eTest(
    "shows today's figures and bars on a desktop and a phone, finds a session by its psychic, opens its timeline and exports it as CSV",
    async ({ baseUrl, openPage, expect }) => {
      // One ended, paid chat today with a psychic of a name nobody else has.
      const admin = await signInByApi(baseUrl, E2E_ADMIN_MOBILE);
      const psychicName = `Dara Boardtest ${Date.now().toString(36)}`;
      const { chatId, ended } = await endedPaidChat(baseUrl, admin, {
        displayName: psychicName,
        avatar: 'dashboard-tester',
      });
      expect(ended.amountCharged).toBeGreaterThan(0);

      for (const viewport of ['desktop', 'phone'] as const) {
        const page = await openPage({ viewport, localStorage: admin.storage });
        await page.goto('/admin');
        const today = page.getByTestId('admin-dashboard-today');
        await today.waitFor({ timeout: UI_TIMEOUT_MS });
        expect(await today.textContent()).toContain('Sales (top-ups, without tax)');
        expect(await today.getByTestId('admin-figure-sales-INR').textContent()).toMatch(
          /^₹[\d,]+(\.\d\d)?$/,
        );
        expect(await page.getByTestId('admin-dashboard-online').textContent()).toMatch(
          /Psychics online now: \d+/,
        );
        // A week of bars; today had a top-up and a session, so those bars are drawn.
        expect(await bars(page, 'sales')).toMatchObject({ count: 7 });
        expect((await bars(page, 'sales')).drawn).toBeGreaterThan(0);
        expect((await bars(page, 'sessions')).drawn).toBeGreaterThan(0);
        expect(await sidewaysOverflow(page), viewport).toBeLessThanOrEqual(0);
        await page.getByRole('button', { name: '30 days' }).click();
        await expect
          .poll(async () => (await bars(page, 'sessions')).count, { timeout: UI_TIMEOUT_MS })
          .toBe(30);
        expect(await sidewaysOverflow(page), viewport).toBeLessThanOrEqual(0);
      }

      // Sessions filtered by the psychic's name: exactly this chat, whose timeline opens.
      const page = await openPage({ viewport: 'desktop', localStorage: admin.storage });
      await page.goto('/admin?section=orders');
      await page
        .getByLabel('Psychic name')
        .fill(psychicName.toLowerCase(), { timeout: UI_TIMEOUT_MS });
      const open = page.getByTestId('admin-orders').getByRole('button', { name: /^Open chat / });
      await expect.poll(() => open.count(), { timeout: UI_TIMEOUT_MS }).toBe(1);
      expect(await page.getByTestId('admin-orders').textContent()).toContain(psychicName);
      await page.getByRole('button', { name: `Open chat ${chatId}` }).click();
      const story = page.getByTestId('order-story');
      await story.waitFor({ timeout: UI_TIMEOUT_MS });
      for (const step of ['Timeline', 'Requested', 'Accepted by the psychic', 'Started']) {
        await story.getByText(step, { exact: true }).first().waitFor();
      }

      // The last seven days' sessions as a CSV file, with its header and this chat's row.
      await page.goto('/admin');
      const exportCard = page.getByTestId('admin-export');
      await exportCard.waitFor({ timeout: UI_TIMEOUT_MS });
      const download = page.waitForEvent('download');
      await exportCard.getByRole('button', { name: 'Download CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(
        /^lumus-sessions-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/,
      );
      const chunks: Uint8Array[] = [];
      for await (const chunk of await file.createReadStream()) chunks.push(chunk as Uint8Array);
      const lines = Buffer.concat(chunks).toString('utf8').split(/\r?\n/);
      expect(lines[0]).toMatch(/^session_id,/);
      expect(lines[0]).toContain('psychic_name');
      const row = lines.find((line) => line.startsWith(`${chatId},`));
      expect(row).toContain(psychicName);
    },
  );
});
