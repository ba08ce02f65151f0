import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import { E2E_ADMIN_MOBILE } from '../lib/admin-account';
import { e2eTest } from '../lib/e2e-test';
import { UI_TIMEOUT_MS, register, uniqueMobile, verifyIndianNumber } from './auth-helpers';
import { TEST_INTAKE, consultantOf, signInByApi, topUp, type ApiSession } from './chat-helpers';
import { fillIntake, openConsoleOnline } from './chat-page-helpers';

/** The third demo psychic's console number (README); no other e2e file chats with them. */
const CONSULTANT_MOBILE = '9876500003';

let consultantSession: Promise<ApiSession> | undefined;
/** One sign-in of the psychic for the whole file (each sends a code). */
function consultant(baseUrl: string): Promise<ApiSession> {
  consultantSession ??= signInByApi(baseUrl, CONSULTANT_MOBILE);
  return consultantSession;
}

/** Whether the element's box lies within the visible part of the page. */
async function inViewport(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight && box.height > 0;
  });
}

describe('the user is told what happened to a chat request', () => {
  e2eTest(
    'a declined request: the waiting card counts down, then says so with online alternatives',
    async ({ baseUrl, openPage, expect }) => {
      const psychic = await consultant(baseUrl);
      const { slug, consultantId } = await consultantOf(psychic);
      const desk = await openConsoleOnline(expect, openPage, psychic);

      const user = await signInByApi(baseUrl, '9000002501');
      await topUp(user, 100_000);
      const phone = await openPage({ viewport: 'phone', localStorage: user.storage });
      await phone.goto(`/profile/${slug}`);
      await phone
        .getByTestId('chat-button')
        .filter({ visible: true })
        .first()
        .click({ timeout: UI_TIMEOUT_MS });
      await fillIntake(phone);
      await phone.getByTestId('intake-form').getByRole('button', { name: 'Start chat' }).click();
      await phone.getByTestId('chat-waitlist').waitFor({ timeout: UI_TIMEOUT_MS });
      // A countdown to the lapse, not a fixed "less than a minute".
      const lapse = phone.getByTestId('waitlist-lapse');
      expect(await lapse.textContent()).toMatch(/your request lapses in [0-2]:\d\d\./);
      expect(await phone.getByText('Estimated wait: less than a minute').count()).toBe(0);

      const card = desk.getByTestId('console-request').filter({ hasText: TEST_INTAKE.name });
      await card.waitFor({ timeout: UI_TIMEOUT_MS });
      await card.getByRole('button', { name: 'Decline' }).click();
      // Decline asks why first (decision 037).
      await card.getByRole('radio', { name: 'I am busy right now' }).check();
      await card.getByTestId('decline-confirm').click();

      const outcome = phone.getByTestId('request-outcome');
      await outcome.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await outcome.getAttribute('data-status')).toBe('declined');
      expect(await phone.getByTestId('request-outcome-text').textContent()).toMatch(
        /could not take your chat this time\. Nothing was charged\.$/,
      );
      const alternatives = phone.getByTestId('request-alternatives');
      await alternatives.waitFor();
      // Whoever is offered, it is not the psychic who declined.
      expect(
        await alternatives.locator(`[data-testid=psychic-card][data-slug="${slug}"]`).count(),
      ).toBe(0);

      // A reload keeps telling it (the tab remembers the request it waited on).
      await phone.reload();
      await phone.getByTestId('request-outcome').waitFor({ timeout: UI_TIMEOUT_MS });
      await phone.getByRole('button', { name: 'Send a new request' }).click();
      await phone.getByTestId('intake-form').waitFor();
      expect(phone.url()).toContain(
        `/chat-with-psychic/intake-form/${encodeAstroId(consultantId)}`,
      );
    },
  );

  e2eTest(
    'too little balance on a phone: told when Chat is tapped, before the form; what was typed survives the recharge',
    async ({ baseUrl, openPage, expect }) => {
      const psychic = await consultant(baseUrl);
      const { slug } = await consultantOf(psychic);
      await openConsoleOnline(expect, openPage, psychic);

      const user = await signInByApi(baseUrl, '9000002502');
      const phone = await openPage({ viewport: 'phone', localStorage: user.storage });
      await phone.goto(`/profile/${slug}`);
      await phone
        .getByTestId('chat-button')
        .filter({ visible: true })
        .first()
        .click({ timeout: UI_TIMEOUT_MS });

      // Before anything is typed: the minimum and what is missing, on screen.
      const notice = phone.getByTestId('intake-shortfall');
      await notice.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await inViewport(phone, 'intake-shortfall')).toBe(true);
      expect(await notice.textContent()).toMatch(
        /A chat needs at least ₹[\d,.]+ in your wallet\. You have ₹0\./,
      );
      expect(await phone.getByTestId('intake-shortfall-amount').textContent()).toMatch(
        /^Add at least ₹[\d,.]+ to start\.$/,
      );

      await fillIntake(phone);
      const intakePath = new URL(phone.url()).pathname;
      await notice.getByRole('link', { name: 'Recharge wallet' }).click();
      const packs = phone.getByTestId('recharge-pack');
      await packs.first().waitFor({ timeout: UI_TIMEOUT_MS });
      const amounts = (
        await packs.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-amount')))
      ).map(Number);
      const largest = Math.max(...amounts);
      await phone.locator(`[data-testid=recharge-pack][data-amount="${largest}"]`).click();
      await phone.getByRole('radio', { name: /Test payment/ }).check();
      await phone.getByRole('button', { name: /^Pay / }).click();
      await phone.waitForURL(/\/api\/test-gateway\/pay\//);
      await phone.getByRole('button', { name: 'Approve' }).click();
      await expect
        .poll(() => phone.getByTestId('payment-status-title').textContent(), { timeout: 15_000 })
        .toBe('Payment successful');
      await phone.getByRole('link', { name: 'Back to your chat request' }).click();
      await phone.waitForURL((url) => url.pathname === intakePath);

      // The form as it was left, and no shortfall any more.
      const form = phone.getByTestId('intake-form');
      await form.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await form.getByLabel('Name').inputValue()).toBe(TEST_INTAKE.name);
      expect(await form.getByLabel('Gender').inputValue()).toBe(TEST_INTAKE.gender);
      expect(await form.getByLabel('Date of birth').inputValue()).toBe(TEST_INTAKE.birthDate);
      expect(await form.getByLabel('Time of birth').inputValue()).toBe(TEST_INTAKE.birthTime);
      expect(await form.getByLabel('Place of birth').inputValue()).toBe(TEST_INTAKE.birthPlace);
      await expect.poll(() => phone.getByTestId('intake-shortfall').count()).toBe(0);
      await form.getByRole('button', { name: 'Start chat' }).click();
      await phone.getByTestId('chat-waitlist').waitFor({ timeout: UI_TIMEOUT_MS });
      await phone.getByRole('button', { name: 'Cancel request' }).click();
      await phone.getByText('Your request is no longer open.').waitFor({ timeout: UI_TIMEOUT_MS });
    },
  );
});

describe('after sign-in, everyone lands where they were going', () => {
  e2eTest(
    "a guest who taps Chat on a profile lands on that psychic's intake",
    async ({ baseUrl, openPage, expect }) => {
      const psychic = await consultant(baseUrl);
      const { slug, consultantId } = await consultantOf(psychic);
      await openConsoleOnline(expect, openPage, psychic);

      const phone = await openPage({ viewport: 'phone' });
      await phone.goto(`/profile/${slug}`);
      await phone
        .getByTestId('chat-button')
        .filter({ visible: true })
        .first()
        .click({ timeout: UI_TIMEOUT_MS });
      await phone.getByRole('dialog', { name: 'Continue with phone' }).waitFor({
        timeout: UI_TIMEOUT_MS,
      });
      await verifyIndianNumber(expect, phone, baseUrl, uniqueMobile('7'));
      await register(phone, 'Leni');
      await phone.waitForURL(
        (url) => url.pathname === `/chat-with-psychic/intake-form/${encodeAstroId(consultantId)}`,
        { timeout: UI_TIMEOUT_MS },
      );
      await phone.getByTestId('intake-form').waitFor({ timeout: UI_TIMEOUT_MS });
    },
  );

  e2eTest(
    'a psychic signing in at /console stays on the console; an operator at /admin stays on admin',
    async ({ baseUrl, openPage, expect }) => {
      // The psychic's console is online in another context (their desk), as on a second device.
      const psychic = await consultant(baseUrl);
      await openConsoleOnline(expect, openPage, psychic);

      const laptop = await openPage({ viewport: 'desktop' });
      await laptop.goto('/console');
      await laptop
        .getByRole('button', { name: 'Sign in', exact: true })
        .click({ timeout: UI_TIMEOUT_MS });
      await laptop.getByRole('dialog', { name: 'Continue with phone' }).waitFor();
      await verifyIndianNumber(expect, laptop, baseUrl, CONSULTANT_MOBILE);
      await laptop.getByTestId('console-status').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(new URL(laptop.url()).pathname).toBe('/console');

      const office = await openPage({ viewport: 'desktop' });
      await office.goto('/admin');
      await office
        .getByRole('button', { name: 'Sign in', exact: true })
        .click({ timeout: UI_TIMEOUT_MS });
      await office.getByRole('dialog', { name: 'Continue with phone' }).waitFor();
      await verifyIndianNumber(expect, office, baseUrl, E2E_ADMIN_MOBILE);
      await office
        .getByRole('dialog', { name: 'Continue with phone' })
        .waitFor({ state: 'detached' });
      await expect.poll(() => new URL(office.url()).pathname).toBe('/admin');
      // Staff get no consumer welcome modal.
      expect(await office.getByPlaceholder('First Name').count()).toBe(0);
    },
  );
});
