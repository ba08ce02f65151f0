import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { consultantListCall } from '@lumus/contract/catalogue/consultant-list';
import { e2eTest } from '../lib/e2e-test';
import { expectLocation } from '../lib/page-expectations';
import { UI_TIMEOUT_MS, latestCode, storageValue, uniqueMobile } from './auth-helpers';

// Issue 28, phone-first flow at 390 px (decision 042): the code dialog by keyboard alone, the
// server's answers to unknown URLs, and a list that says it failed instead of loading for ever.

async function codeBoxValues(page: Page): Promise<string[]> {
  return page
    .getByTestId('code-box')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

async function focusedTestId(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
}

async function firstBoxFocused(page: Page): Promise<boolean> {
  return page
    .getByTestId('code-box')
    .first()
    .evaluate((box) => box === document.activeElement);
}

describe('phone first, 390 px', () => {
  e2eTest(
    'the code dialog by keyboard alone: focus on the first box, autofill, wrong code, change number',
    async ({ baseUrl, openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      await page.goto('/');
      await page.getByTestId('login-button').focus({ timeout: UI_TIMEOUT_MS });
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Continue with phone' }).waitFor({
        timeout: UI_TIMEOUT_MS,
      });
      // Spec §4: the number field gets focus after 150 ms.
      await expect.poll(() => focusedTestId(page)).toBe('phone-input');
      const mobile = uniqueMobile('6');
      await page.keyboard.type(mobile);
      await page.keyboard.press('Enter');

      const verify = page.getByRole('dialog', { name: 'Verify Phone' });
      await verify.waitFor({ timeout: UI_TIMEOUT_MS });
      // Typing or the browser's autofill lands in the first box, not on the close button.
      await expect.poll(() => firstBoxFocused(page)).toBe(true);
      const first = page.getByTestId('code-box').first();
      expect(await first.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await first.getAttribute('inputmode')).toBe('numeric');

      const code = await latestCode(expect, baseUrl, mobile);
      const wrong = code === '1111' ? '2222' : '1111';
      await page.keyboard.type(wrong, { delay: 30 });
      await expect.poll(() => page.getByTestId('otp-error').textContent()).not.toBe('');
      // The wrong code is gone and the first box has focus again: the next try is just typed.
      expect(await codeBoxValues(page)).toEqual(['', '', '', '']);
      await expect.poll(() => firstBoxFocused(page)).toBe(true);

      // One Backspace per digit.
      await page.keyboard.type('12', { delay: 30 });
      expect(await page.getByTestId('otp-error').textContent()).toBe('');
      await page.keyboard.press('Backspace');
      expect(await codeBoxValues(page)).toEqual(['1', '', '', '']);
      await page.keyboard.press('Backspace');
      expect(await codeBoxValues(page)).toEqual(['', '', '', '']);
      await expect.poll(() => firstBoxFocused(page)).toBe(true);

      // "Change number" sits right before the boxes, long before the resend countdown ends.
      await page.keyboard.press('Shift+Tab');
      expect(await focusedTestId(page)).toBe('otp-change-number');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Continue with phone' }).waitFor();
      expect(await page.getByTestId('phone-input').inputValue()).toBe(mobile);
      await expect.poll(() => focusedTestId(page)).toBe('phone-input');
      await page.keyboard.press('Enter');

      await verify.waitFor({ timeout: UI_TIMEOUT_MS });
      await expect.poll(() => firstBoxFocused(page)).toBe(true);
      const second = await latestCode(expect, baseUrl, mobile, 2);
      await page.keyboard.type(second, { delay: 30 });

      // A new user: one prompt, for the name, focused.
      const prompt = page.getByRole('dialog', { name: 'Welcome to Lumus!' });
      await prompt.waitFor({ timeout: UI_TIMEOUT_MS });
      await expect.poll(() => focusedTestId(page)).toBe('registration-name');
      await page.keyboard.type('Asha');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect
        .poll(async () => JSON.parse((await storageValue(page, 'userData')) ?? '{}') as unknown)
        .toMatchObject({ name: 'Asha', verifiedMobile: `+91 ${mobile}` });

      // The name is in the menu at phone width, and the menu leads to the user's profile.
      await page.getByTestId('profile-menu-button').click();
      expect(await page.getByTestId('profile-menu-name').textContent()).toBe('Signed in as Asha');
      await page.getByRole('menuitem', { name: 'My Profile' }).click();
      await expectLocation(expect, page, '/my-profile');
      await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
      expect(await page.getByLabel('What should we call you?').inputValue()).toBe('Asha');
      await page.getByTestId('profile-charts-empty').waitFor({ timeout: UI_TIMEOUT_MS });
    },
  );

  e2eTest(
    'unknown URLs are redirected by the server (302) to / or /de',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      for (const [path, home] of [
        ['/nowhere/deeper', '/'],
        ['/de/nowhere', '/de'],
      ] as const) {
        const response = await page.goto(path);
        const redirect = response?.request().redirectedFrom();
        const redirectResponse = await redirect?.response();
        expect(redirectResponse?.status(), path).toBe(302);
        expect(await redirectResponse?.headerValue('location'), path).toBe(home);
        expect(response?.status(), path).toBe(200);
        await expectLocation(expect, page, home);
        await page.locator('h1').first().waitFor({ timeout: UI_TIMEOUT_MS });
      }
      // Asked without following: the redirect itself, as a search engine sees it.
      const direct = await page.request.get('/about-us/extra', { maxRedirects: 0 });
      expect(direct.status()).toBe(302);
      expect(direct.headers().location).toBe('/');
      const known = await page.request.get('/about-us', { maxRedirects: 0 });
      expect(known.status()).toBe(200);
    },
  );

  e2eTest(
    'an unknown psychic keeps its "not found" page, with status 404',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      const response = await page.goto('/profile/nobody-by-this-name');
      expect(response?.status()).toBe(404);
      await page
        .getByRole('heading', { name: 'We could not find this psychic' })
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await expectLocation(expect, page, '/profile/nobody-by-this-name');
    },
  );

  e2eTest(
    'offline, a filter change shows an error with Retry, and Retry loads the list',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      await page.goto('/chat-with-psychic');
      await page.getByTestId('psychic-card').first().waitFor({ timeout: 20_000 });

      await page.context().setOffline(true);
      // On a phone the filters are folded behind one button (decision 048).
      await page.getByTestId('filters-toggle').click();
      await page.getByRole('button', { name: 'Tarot', exact: true }).click();
      await expectLocation(expect, page, '/chat-with-psychic', '?category=tarot');
      const failed = page.getByRole('alert').filter({ hasText: 'The list could not be loaded' });
      await failed.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByText('Loading psychics…').count()).toBe(0);
      expect(await page.getByTestId('psychic-card').count()).toBe(0);

      // Back online but the list call still failing (a reconnect refetches on its own): the
      // error stays. Once the call answers again, Retry brings the list.
      const listCall = (url: URL) => url.pathname === consultantListCall.path;
      await page.route(listCall, (route) => route.abort('failed'));
      await page.context().setOffline(false);
      // The page must have seen the connection come back before Retry is tapped, or its own
      // reconnect refetch could still be running when the route opens below, and the list would
      // arrive without the tap.
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
      const retry = failed.getByRole('button', { name: 'Try again' });
      await retry.click();
      // A list that never loaded shows its skeletons again while a new attempt runs. Online, a
      // failed call is tried three times (about 3 s) before the error comes back, with no call
      // left running.
      await failed.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
      await retry.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('psychic-card').count()).toBe(0);
      await page.unroute(listCall);
      await retry.click();
      await page.getByTestId('psychic-card').first().waitFor({ timeout: UI_TIMEOUT_MS });
      await expect
        .poll(() => page.getByTestId('result-count').innerText())
        .toMatch(/^\d+ psychics?$/);
    },
  );
});
