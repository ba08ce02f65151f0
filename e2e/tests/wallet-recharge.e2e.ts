import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { APP_ID_DESKTOP, BUSINESS_ID, LOGIN_REQUEST_VERSION } from '@lumus/contract/constants';
import { DEV_OUTBOX_PATH, SEND_CODE_PATH, SUBMIT_CODE_PATH } from '@lumus/contract/auth/auth-paths';
import { devOutboxResponseSchema } from '@lumus/contract/auth/auth-config';
import { loginResponseSchema, sendCodeResponseSchema } from '@lumus/contract/auth/otp-login';
import {
  WALLET_BALANCE_PATH,
  walletBalanceResponseSchema,
} from '@lumus/contract/wallet/wallet-balance';
import { e2eTest } from '../lib/e2e-test';

async function postJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

/**
 * Signs in through the server's real phone-code calls (code read from the development outbox) and
 * returns the localStorage entries the web app keeps for a session.
 */
async function signInByPhone(baseUrl: string, mobile: string) {
  const phone = { countryCode: '91', mobile };
  const sent = sendCodeResponseSchema.parse(
    await postJson(`${baseUrl}${SEND_CODE_PATH}`, {
      ...phone,
      isCall: false,
      appId: APP_ID_DESKTOP,
      businessId: BUSINESS_ID,
    }),
  );
  const outbox = devOutboxResponseSchema.parse(
    await (await fetch(`${baseUrl}${DEV_OUTBOX_PATH}?mobile=${mobile}`)).json(),
  );
  const code = outbox.messages[0]?.code;
  if (sent.data.token === undefined || code === undefined) throw new Error('no code was sent');
  const login = loginResponseSchema.parse(
    await postJson(`${baseUrl}${SUBMIT_CODE_PATH}`, {
      ...phone,
      appId: APP_ID_DESKTOP,
      businessId: BUSINESS_ID,
      otp: code,
      token: sent.data.token,
      timeZone: 'Asia/Kolkata',
      registerBy: 'WEB_DESKTOP',
      version: LOGIN_REQUEST_VERSION,
    }),
  );
  const user = login.data;
  const token = user?.authToken;
  if (user === undefined || token === undefined) throw new Error(`sign-in failed: ${login.reason}`);
  return {
    userId: user.id,
    token,
    storage: { jwt_token: token, userData: JSON.stringify({ ...user, name: 'Asha' }) },
  };
}

async function serverBalance(baseUrl: string, session: { userId: number; token: string }) {
  const response = await fetch(`${baseUrl}${WALLET_BALANCE_PATH}`, {
    headers: { authorization: `Bearer ${session.token}`, id: String(session.userId) },
  });
  return walletBalanceResponseSchema.parse(await response.json()).data.amount;
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
      const session = await signInByPhone(baseUrl, '9000000511');
      const page = await openPage({ viewport: 'phone', localStorage: session.storage });
      await page.goto('/add-wallet-money/price-list');
      await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toContain('₹0.00');
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
        .toContain('₹750.00');
      expect(await serverBalance(baseUrl, session)).toBe(75_000);

      await page.getByRole('link', { name: 'Go to my wallet' }).click();
      await page.waitForURL(/\/my-wallet$/);
      await expect.poll(() => page.getByTestId('wallet-transaction').count()).toBe(2);
      const rows = await page.getByTestId('wallet-transaction').allTextContents();
      expect(rows[0]).toContain('Recharge bonus');
      expect(rows[0]).toContain('+₹250.00');
      expect(rows[1]).toContain('Wallet recharge');
      expect(rows[1]).toContain('+₹500.00');
      expect(await page.getByTestId('wallet-page-balance').textContent()).toBe('₹750.00');
    },
  );

  e2eTest(
    'a top-up started from a chat request leads back to it after the payment',
    async ({ baseUrl, openPage, expect }) => {
      const session = await signInByPhone(baseUrl, '9000000513');
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
      const session = await signInByPhone(baseUrl, '9000000512');
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
      expect(await page.getByTestId('wallet-balance').textContent()).toContain('₹0.00');
      expect(await serverBalance(baseUrl, session)).toBe(0);

      await page.goto('/payment-logs');
      await expect
        .poll(() => page.getByTestId('payment-log-status').allTextContents())
        .toEqual(['Failed']);
    },
  );
});
