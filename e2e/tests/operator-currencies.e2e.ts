import { adminConsultantCreateCall } from '@lumus/contract/admin/admin-calls';
import { describe } from 'vitest';
import { E2E_ADMIN_MOBILE } from '../lib/admin-account';
import { paiseOf } from '../lib/amounts';
import { e2eTest } from '../lib/e2e-test';
import { uniqueMobile, UI_TIMEOUT_MS } from './auth-helpers';
import { callApi, signInByApi, topUp } from './chat-helpers';

const BERLIN = { timezoneId: 'Europe/Berlin', locale: 'de-DE' } as const;

describe('the operator works in two currencies (decision 052)', () => {
  e2eTest(
    "sets a psychic's euro price that a viewer in Berlin sees, and reads rupee and euro sales apart",
    async ({ baseUrl, openPage, expect }) => {
      const admin = await signInByApi(baseUrl, E2E_ADMIN_MOBILE);
      // A psychic offered in India only: no euro price yet.
      const name = `Greta Sonnfeld ${Date.now().toString(36)}`;
      const psychic = await callApi(admin, adminConsultantCreateCall, {
        displayName: name,
        photoUrl: '/api/media/avatar/greta-sonnfeld.svg',
        bioEn: 'Tarot for clear decisions.',
        bioDe: 'Tarot für klare Entscheidungen.',
        categories: ['tarot'],
        languages: ['de', 'en'],
        experienceYears: 9,
        pricePerMinuteMinor: 4_000,
        countryCode: '91',
        mobile: '',
      });
      expect(psychic.eurPricePerMinuteMinor).toBeNull();

      // The operator gives her a euro price in the admin: €1.79 a minute.
      const desk = await openPage({ viewport: 'desktop', localStorage: admin.storage });
      await desk.goto('/admin?section=consultants');
      await desk
        .getByLabel('Search by name or phone')
        .fill(name.toLowerCase(), { timeout: UI_TIMEOUT_MS });
      const list = desk.getByTestId('admin-consultants');
      await expect.poll(() => list.getByRole('row').count(), { timeout: UI_TIMEOUT_MS }).toBe(2);
      await list.getByRole('button', { name: 'Edit', exact: true }).click();
      const form = desk.getByTestId('consultant-form');
      await form.getByLabel('Price per minute (€)', { exact: true }).fill('1,79');
      await form.getByRole('button', { name: 'Save' }).click();
      await desk.getByText(`${name} is saved.`).waitFor({ timeout: UI_TIMEOUT_MS });
      await expect.poll(() => list.textContent()).toContain('€1.79');

      // A guest in Berlin reads that price on her German profile, from the first paint.
      const berlin = await openPage({ viewport: 'phone', ...BERLIN });
      await berlin.goto(`/de/profile/${psychic.slug}`);
      await berlin.getByRole('heading', { name }).waitFor({ timeout: UI_TIMEOUT_MS });
      await expect
        .poll(() => berlin.getByTestId('price').first().textContent())
        .toBe('1,79\u00a0€/Min.');
      expect(await berlin.locator('body').innerText()).not.toContain('₹');

      // A top-up in each market today: €10 from Berlin (€8.40 without VAT), ₹100 from India.
      const german = await signInByApi(baseUrl, uniqueMobile('6'), 'Europe/Berlin');
      await topUp(german, 1_000, 'EUR');
      await topUp(await signInByApi(baseUrl, uniqueMobile('6')), 10_000);

      // The dashboard shows rupee and euro sales as figures of their own.
      await desk.goto('/admin');
      const today = desk.getByTestId('admin-dashboard-today');
      await today.waitFor({ timeout: UI_TIMEOUT_MS });
      const euros = await today.getByTestId('admin-figure-sales-EUR').textContent();
      const rupees = await today.getByTestId('admin-figure-sales-INR').textContent();
      expect(euros).toMatch(/^€[\d,]+(\.\d\d)?$/);
      expect(rupees).toMatch(/^₹[\d,]+(\.\d\d)?$/);
      expect(paiseOf(euros)).toBeGreaterThanOrEqual(840);
      expect(paiseOf(rupees)).toBeGreaterThanOrEqual(10_000);
      // The money charts switch to euros: today's sales bar is drawn.
      await desk.getByRole('button', { name: 'Euros (€)' }).click();
      const chart = desk.locator('[data-testid=admin-chart-sales][data-currency=EUR]');
      await chart.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(Number(await chart.locator('rect').last().getAttribute('height'))).toBeGreaterThan(0);
    },
  );
});
