import type { Page } from 'playwright-core';
import type { ExpectStatic } from 'vitest';
import { devOutboxResponseSchema } from '@lumus/contract/auth/auth-config';
import { devOutboxCall } from '@lumus/contract/auth/auth-calls';

/** Time for the app's start (hardware id, guest session) plus a first server answer. */
export const UI_TIMEOUT_MS = 15_000;

/**
 * A whole journey across several browsers (pay, chat, invoice; report, refund, reply) takes 50-70 s
 * under CI load on two cores, past the 60 s a single-screen test gets.
 */
export const JOURNEY_TIMEOUT_MS = 150_000;

/** A fresh number per test: the server allows 5 codes per number per hour. */
export function uniqueMobile(prefix = '9'): string {
  const tail = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return `${prefix}${tail}`.slice(0, 10);
}

/** The newest code the server "texted" to this number (development outbox). */
export async function latestCode(
  expect: ExpectStatic,
  baseUrl: string,
  digits: string,
  count = 1,
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl}${devOutboxCall.path}?mobile=${digits}`);
        const outbox = devOutboxResponseSchema.parse(await response.json());
        code = outbox.messages[0]?.code ?? '';
        return outbox.messages.length;
      },
      { timeout: UI_TIMEOUT_MS },
    )
    .toBeGreaterThanOrEqual(count);
  return code;
}

export async function storageValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** Opens the app at `/` and the phone popup through the header's Login button. */
export async function openPhonePopup(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByTestId('login-button').click({ timeout: UI_TIMEOUT_MS });
  await page.getByRole('dialog', { name: 'Continue with phone' }).waitFor({
    timeout: UI_TIMEOUT_MS,
  });
}

/** Picks a country in the popup's dropdown through its search box. */
export async function chooseCountry(page: Page, search: string, code: string): Promise<void> {
  await page.getByTestId('country-button').click();
  await page.getByPlaceholder('Search country...').fill(search);
  await page.locator(`[role=option][data-code="${code}"]`).click();
}

/** Types the code digit by digit into the Verify Phone boxes (auto-submit follows). */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('code-box').first().click();
  await page.keyboard.type(code, { delay: 30 });
}

/** Fills and submits the registration dialog of a new user: one prompt, the name (decision 042). */
export async function register(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Welcome to Lumus!' });
  await dialog.waitFor({ timeout: UI_TIMEOUT_MS });
  await dialog.getByLabel('What should we call you?').fill(name);
  await page.getByTestId('registration-submit').click();
}

/** From the open phone popup: number, Get OTP, code from the outbox; ends after the code. */
export async function verifyIndianNumber(
  expect: ExpectStatic,
  page: Page,
  baseUrl: string,
  mobile: string,
): Promise<void> {
  await page.getByTestId('phone-input').fill(mobile);
  await page.getByTestId('get-otp').click();
  await page.getByRole('dialog', { name: 'Verify Phone' }).waitFor({ timeout: UI_TIMEOUT_MS });
  await typeCode(page, await latestCode(expect, baseUrl, mobile));
}
