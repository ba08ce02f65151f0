import { describe } from 'vitest';
import { e2eTest } from '../lib/e2e-test';
import { VIEWPORT_NAMES } from '../lib/browser-context';
import {
  UI_TIMEOUT_MS,
  chooseCountry,
  latestCode,
  openPhonePopup,
  register,
  storageValue,
  typeCode,
  uniqueMobile,
} from './auth-helpers';

describe('phone sign-in', () => {
  for (const viewport of VIEWPORT_NAMES) {
    e2eTest(
      `+91 on ${viewport}: code from the outbox, registration, home with the profile menu`,
      async ({ baseUrl, openPage, expect }) => {
        const page = await openPage({ viewport });
        await openPhonePopup(page, '/about-us');
        expect(await page.getByTestId('dial-code').textContent()).toBe('+91');
        expect(await page.getByTestId('code-notice').textContent()).toContain('4-digit');
        const mobile = uniqueMobile('9');
        await page.getByTestId('phone-input').fill(mobile);
        await page.getByTestId('get-otp').click();
        await page
          .getByRole('dialog', { name: 'Verify Phone' })
          .waitFor({ timeout: UI_TIMEOUT_MS });
        expect(await page.getByTestId('otp-number').textContent()).toBe(`+91 ${mobile}`);
        expect(await page.getByTestId('code-box').count()).toBe(4);
        expect(await page.getByTestId('otp-continue').isDisabled()).toBe(true);
        await typeCode(page, await latestCode(expect, baseUrl, mobile));

        await register(page, 'Asha');
        await page.waitForURL((url) => url.pathname === '/', { timeout: UI_TIMEOUT_MS });
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        expect(await page.getByTestId('profile-menu-button').isVisible()).toBe(true);
        expect(await storageValue(page, 'jwt_token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
        const user = JSON.parse((await storageValue(page, 'userData')) ?? '{}') as {
          id?: number;
          name?: string;
          verifiedMobile?: string;
        };
        expect(user).toMatchObject({ name: 'Asha', verifiedMobile: `+91 ${mobile}` });
        expect(await storageValue(page, 'client_id')).toMatch(
          new RegExp(`^lumus-web-[a-z0-9]{10}-${String(user.id)}$`),
        );
        expect(await storageValue(page, 'hwd_id')).toMatch(/^[0-9a-f]{32}$/);
        await expect.poll(() => storageValue(page, 'deviceToken')).toContain('isToShowNew');
      },
    );
  }

  e2eTest(
    'a German number goes through the identity provider with 6 boxes',
    async ({ baseUrl, openPage, expect }) => {
      const page = await openPage({ viewport: 'desktop' });
      await openPhonePopup(page);
      await chooseCountry(page, 'germ', 'DE');
      expect(await page.getByTestId('dial-code').textContent()).toBe('+49');
      const mobile = uniqueMobile('15');
      await page.getByTestId('phone-input').fill(mobile);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Verify Phone' }).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('otp-number').textContent()).toBe(`+49 ${mobile}`);
      expect(await page.getByTestId('code-box').count()).toBe(6);
      const code = await latestCode(expect, baseUrl, `49${mobile}`);
      expect(code).toMatch(/^\d{6}$/);
      await typeCode(page, code);
      await register(page, 'Lena');
      await page.getByTestId('profile-menu-button').waitFor({ timeout: UI_TIMEOUT_MS });
      const user = JSON.parse((await storageValue(page, 'userData')) ?? '{}') as {
        verifiedMobile?: string;
      };
      expect(user.verifiedMobile).toBe(`+49 ${mobile}`);
    },
  );

  e2eTest('every validation message, and typing clears it', async ({ openPage, expect }) => {
    const page = await openPage({ viewport: 'phone' });
    await openPhonePopup(page);
    const error = page.getByTestId('phone-error');
    const input = page.getByTestId('phone-input');
    await input.fill('98765');
    await page.getByTestId('get-otp').click();
    await expect.poll(() => error.textContent()).toBe('Mobile Number should be exact 10 digits.');
    await input.press('1');
    expect(await error.textContent()).toBe('');
    await input.fill('98a7-65432109');
    expect(await input.inputValue()).toBe('98765432109');
    await page.getByTestId('get-otp').click();
    await expect.poll(() => error.textContent()).toBe('Mobile Number should be exact 10 digits.');

    await page.getByTestId('country-button').click();
    await page.getByPlaceholder('Search country...').fill('zzzz');
    await expect.poll(() => page.getByText('no countries found').isVisible()).toBe(true);
    // A click outside the dropdown closes it.
    await page.getByText('By continuing').click({ position: { x: 2, y: 2 } });
    expect(await page.getByRole('listbox').count()).toBe(0);

    await chooseCountry(page, '+44', 'GB');
    await input.fill('12');
    await input.press('Enter');
    await expect.poll(() => error.textContent()).toBe('Enter Valid Phone Number.');

    const legal = page.getByRole('dialog', { name: 'Continue with phone' });
    expect(await legal.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe(
      '/terms-and-condition',
    );
    expect(await legal.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policies',
    );
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  e2eTest(
    'countdown 52 s, resend resets to 60 s and clears the boxes; a wrong code shows the reason',
    async ({ baseUrl, openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      await page.clock.install();
      await openPhonePopup(page);
      // From here on, time moves only when the test says so.
      await page.clock.pauseAt(Date.now() + 5_000);
      const mobile = uniqueMobile('8');
      await page.getByTestId('phone-input').fill(mobile);
      await page.getByTestId('get-otp').click();
      await page.getByRole('dialog', { name: 'Verify Phone' }).waitFor({ timeout: UI_TIMEOUT_MS });
      const countdown = page.getByTestId('resend-countdown');
      expect(await countdown.textContent()).toBe('Resend OTP in 52 s');
      expect(await page.getByTestId('otp-back').count()).toBe(0);
      await page.clock.runFor(1_000);
      await expect.poll(() => countdown.textContent()).toBe('Resend OTP in 51 s');

      // A wrong code: the server's reason under the boxes; the next keystroke clears it.
      const first = await latestCode(expect, baseUrl, mobile);
      const wrong = first === '1111' ? '2222' : '1111';
      await typeCode(page, wrong);
      await expect.poll(() => page.getByTestId('otp-error').textContent()).not.toBe('');
      await page.getByTestId('code-box').last().press('Backspace');
      expect(await page.getByTestId('otp-error').textContent()).toBe('');

      await page.clock.runFor(51_000);
      await page.getByTestId('resend').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('otp-back').count()).toBe(1);
      await page.getByTestId('resend').click();
      await expect.poll(() => countdown.textContent()).toBe('Resend OTP in 60 s');
      expect(await page.getByTestId('otp-back').count()).toBe(0);
      const boxes = await page
        .getByTestId('code-box')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(boxes).toEqual(['', '', '', '']);
      const second = await latestCode(expect, baseUrl, mobile, 2);

      await page.clock.runFor(60_000);
      await page.getByTestId('otp-back').click();
      await page.getByRole('dialog', { name: 'Continue with phone' }).waitFor();
      expect(await page.getByTestId('phone-input').inputValue()).toBe(mobile);
      expect(second).toMatch(/^\d{4}$/);
    },
  );
});
