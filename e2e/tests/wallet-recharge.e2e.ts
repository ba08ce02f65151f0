import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { walletBalanceCall } from '@lumus/contract/wallet/wallet-balance';
import { e2eTest } from '../lib/e2e-test';
import { callApi, signInByApi, type ApiSession } from './chat-helpers';

async function serverBalance(session: ApiSession) {
  return (await callApi(session, walletBalanceCall, {})).amount;
}

/** Price list -> the pack of this amount (paise) -> test payment -> Pay, ending on the TEST page. */
async function startTestPayment(page: Page, packAmountMinor: number, search = '') {
  await page.goto(`/add-wallet-money/price-list${search}`);
  await page.locator(`[data-testid=recharge-pack][data-amount="${packAmountMinor}"]`).click();
  await page.getByRole('radio', { name: /Test payment/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/api\/test-gateway\/pay\//);
  await page.getByText('TEST GATEWAY — NO REAL MONEY').waitFor();
}

describe('wallet recharge through the test gateway', () => {
  e2eTest(
    'an approved payment adds money, the header and my-wallet show it',
    async ({ baseUrl, openPage, expect }) => {
      const session = await signInByApi(baseUrl, '9000000511');
      const page = await openPage({ viewport: 'phone', localStorage: session.storage });
      await page.goto('/add-wallet-money/price-list');
      await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toContain('₹0');
      await expect.poll(() => page.getByTestId('first-recharge-offer').isVisible()).toBe(true);

      await startTestPayment(page, 50_000);
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.waitForURL(/\/add-wallet-money\/payment\?paymentLogId=\d+$/);
      await expect
        .poll(() => page.getByTestId('payment-status-title').textContent(), { timeout: 15_000 })
        .toBe('Payment successful');
      // ₹500 + 50 % first-recharge bonus.
      await expect
        .poll(() => page.getByTestId('wallet-balance').textContent(), { timeout: 15_000 })
        .toContain('₹750');
      expect(await serverBalance(session)).toBe(75_000);

      await page.getByRole('link', { name: 'Go to my wallet' }).click();
      await page.waitForURL(/\/my-wallet$/);
      await expect.poll(() => page.getByTestId('wallet-transaction').count()).toBe(2);
      const rows = await page.getByTestId('wallet-transaction').allTextContents();
      expect(rows[0]).toContain('Recharge bonus');
      expect(rows[0]).toContain('+₹250');
      expect(rows[1]).toContain('Wallet recharge');
      expect(rows[1]).toContain('+₹500');
      expect(await page.getByTestId('wallet-page-balance').textContent()).toBe('₹750');
    },
  );

  e2eTest(
    'a top-up started from a chat request leads back to it after the payment',
    async ({ baseUrl, openPage, expect }) => {
      const session = await signInByApi(baseUrl, '9000000513');
      const page = await openPage({ viewport: 'phone', localStorage: session.storage });
      const intake = '/chat-with-psychic/intake-form/MQ';
      await startTestPayment(page, 10_000, `?returnTo=${encodeURIComponent(intake)}`);
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect
        .poll(() => page.getByTestId('payment-status-title').textContent(), { timeout: 15_000 })
        .toBe('Payment successful');
      await page.getByRole('link', { name: 'Back to your chat request' }).click();
      await page.waitForURL((url) => url.pathname === intake);
    },
  );

  e2eTest(
    'a declined payment shows the failure and leaves the balance unchanged',
    async ({ baseUrl, openPage, expect }) => {
      const session = await signInByApi(baseUrl, '9000000512');
      const page = await openPage({ viewport: 'desktop', localStorage: session.storage });
      await startTestPayment(page, 10_000);
      await page.getByRole('button', { name: 'Decline' }).click();
      await page.waitForURL(/\/add-wallet-money\/payment\?paymentLogId=\d+$/);
      await expect
        .poll(() => page.getByTestId('payment-status-title').textContent(), { timeout: 15_000 })
        .toBe('Payment failed');
      expect(await page.getByTestId('payment-failure-text').textContent()).toBe(
        'The payment did not go through.',
      );
      expect(await page.getByTestId('wallet-balance').textContent()).toContain('₹0');
      expect(await serverBalance(session)).toBe(0);

      await page.goto('/payment-logs');
      await expect
        .poll(() => page.getByTestId('payment-log-status').allTextContents())
        .toEqual(['Failed']);
    },
  );
});
