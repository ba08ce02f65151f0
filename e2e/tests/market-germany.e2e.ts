import { describe } from 'vitest';
import { walletBalanceCall } from '@lumus/contract/wallet/wallet-balance';
import { e2eTest } from '../lib/e2e-test';
import { callApi, signInByApi } from './chat-helpers';

/** What a German-market viewer must never read (decision 045). */
const INDIAN_MONEY = /₹|GST|Rupien/;

const BERLIN = { timezoneId: 'Europe/Berlin', locale: 'de-DE' } as const;

describe('Germany as its own market (decision 045)', () => {
  e2eTest(
    'a viewer in Berlin sees euro rates and packs, tops up in euros and never reads ₹, GST or Rupien',
    async ({ baseUrl, openPage, expect }) => {
      // The catalogue, as a guest: euro prices from the first paint (the server render's).
      const guest = await openPage({ viewport: 'phone', ...BERLIN });
      await guest.goto('/de/chat-with-psychic');
      await expect.poll(() => guest.getByTestId('price').count()).toBeGreaterThan(0);
      const rates = await guest.getByTestId('price').allInnerTexts();
      expect(
        rates.every((rate) => /^\d+,\d{2}\s€\/Min\.$/.test(rate.trim())),
        rates.join(),
      ).toBe(true);
      expect(await guest.locator('body').innerText()).not.toMatch(INDIAN_MONEY);
      // A German page lists German-speaking psychics first: on the first page, the cards that
      // say "Deutsch" come before every card that does not.
      const speaks = (await guest.getByTestId('psychic-card').allInnerTexts()).map((card) =>
        card.includes('Deutsch'),
      );
      expect(speaks[0]).toBe(true);
      const firstOther = speaks.indexOf(false);
      expect(speaks.slice(firstOther === -1 ? speaks.length : firstOther)).not.toContain(true);

      const session = await signInByApi(baseUrl, '9000000611');
      const page = await openPage({ viewport: 'phone', ...BERLIN, localStorage: session.storage });
      await page.goto('/de/add-wallet-money/price-list');
      await expect
        .poll(() =>
          page
            .getByTestId('recharge-pack')
            .evaluateAll((packs) => packs.map((pack) => pack.getAttribute('data-amount'))),
        )
        .toEqual(['500', '1000', '2000', '5000']);
      await expect.poll(() => page.locator('body').innerText()).toContain('inkl. 19 % MwSt.');
      expect(await page.locator('body').innerText()).not.toMatch(INDIAN_MONEY);

      // €10 incl. VAT through the TEST gateway: the wallet gets €10 and the 50 % first bonus.
      await page.locator('[data-testid=recharge-pack][data-amount="1000"]').click();
      await page.getByRole('radio', { name: /Testzahlung|Test payment/ }).check();
      await expect.poll(() => page.getByTestId('summary-total').textContent()).toBe('10,00\u00a0€');
      expect(await page.getByTestId('summary-tax').textContent()).toBe('1,60\u00a0€');
      expect(await page.locator('body').innerText()).not.toMatch(INDIAN_MONEY);
      await page.getByRole('button', { name: /10,00/ }).click();
      await page.waitForURL(/\/api\/test-gateway\/pay\//);
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.waitForURL(/\/de\/add-wallet-money\/payment\?paymentLogId=\d+$/);
      await expect
        .poll(() => page.getByTestId('wallet-balance').textContent(), { timeout: 15_000 })
        .toContain('15,00\u00a0€');
      expect(await callApi(session, walletBalanceCall, {})).toEqual({
        amount: 1_500,
        currency: 'EUR',
      });
      expect(await page.locator('body').innerText()).not.toMatch(INDIAN_MONEY);

      await page.goto('/de/payment-logs');
      await expect.poll(() => page.getByTestId('payment-log').count()).toBe(1);
      const log = await page.getByTestId('payment-log').innerText();
      expect(log).not.toMatch(INDIAN_MONEY);
      expect(await page.getByTestId('payment-log-tax').innerText()).toBe(
        'Netto 8,40\u00a0€ · MwSt. 19 % 1,60\u00a0€ · Brutto 10,00\u00a0€',
      );
    },
  );

  e2eTest(
    'a viewer in India still sees rupees with GST added',
    async ({ baseUrl, openPage, expect }) => {
      const session = await signInByApi(baseUrl, '9000000612');
      const page = await openPage({ viewport: 'phone', localStorage: session.storage });
      await page.goto('/add-wallet-money/price-list');
      await expect.poll(() => page.getByTestId('recharge-pack').count()).toBeGreaterThan(3);
      const text = await page.locator('body').innerText();
      expect(text).toContain('GST (18%)');
      expect(text).toContain('₹');
      expect(text).not.toContain('€');
    },
  );
});
