import { birthDetailListCall } from '@lumus/contract/astrology/birth-details';
import { cancelQueueTokenCall, latestWaitlistCall } from '@lumus/contract/chat/chat-calls';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { reviewShot } from '../lib/review-shot';
import { e2eTest } from '../lib/e2e-test';
import { UI_TIMEOUT_MS, uniqueMobile, verifyIndianNumber } from './auth-helpers';
import { callApi, signInByApi, topUp } from './chat-helpers';
import { chatRoomPagePath } from '@lumus/contract/push/push-pages';

const GUEST_CHART_KEY = 'lumus.guestKundli.v1';

/** A guest at /kundli on a phone: the birth details, the place from the search, the chart. */
async function makeGuestChart(page: Page, name: string): Promise<void> {
  await page.goto('/kundli');
  const form = page.getByRole('form', { name: 'Your free kundli' });
  await form.waitFor({ timeout: UI_TIMEOUT_MS });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
  await form.getByLabel('Date of birth').fill('1990-05-17');
  await form.getByLabel('Time of birth').fill('06:45');
  const place = form.getByRole('combobox', { name: 'Place of birth' });
  await place.pressSequentially('kolk', { delay: 40 });
  await page
    .getByRole('option')
    .filter({ hasText: 'West Bengal' })
    .first()
    .click({ timeout: UI_TIMEOUT_MS });
  await form.getByRole('button', { name: 'Show the chart' }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: UI_TIMEOUT_MS });
}

/**
 * The new user's name prompt, sent with its Continue button over a long page at 390 px (a grid
 * item once widened the page to 431 px, the phone zoomed out and the sheet moved under the tap).
 */
async function sendName(page: Page, name: string): Promise<void> {
  const welcome = page.getByRole('dialog', { name: 'Welcome to Lumus!' });
  await welcome.getByLabel('What should we call you?').fill(name, { timeout: UI_TIMEOUT_MS });
  await welcome.getByRole('button', { name: 'Continue' }).click({ timeout: UI_TIMEOUT_MS });
  await welcome.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
}

/** The page's width in CSS pixels: a phone page must not be wider than the phone. */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function storedKey(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), GUEST_CHART_KEY);
}

describe('free tools that lead somewhere (decision 047)', () => {
  e2eTest(
    'a guest makes a kundli at 390 px, signs in, and the chart is in the account once',
    async ({ baseUrl, openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      await makeGuestChart(page, 'Asha Guest');
      await page
        .getByText(/Born .* at 06:45 \(UTC\+05:30\) in Kolkata, West Bengal, India/)
        .waitFor();
      expect(await page.getByTestId('north-indian-chart').first().isVisible()).toBe(true);
      expect(await page.getByTestId('planet-table').locator('tbody tr').count()).toBe(10);
      expect(await storedKey(page)).not.toBeNull();

      // Asked to sign in only to keep it; the chart is still there after a reload.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Asha Guest' }).waitFor({
        timeout: UI_TIMEOUT_MS,
      });
      await page.getByRole('button', { name: 'Sign in to save it' }).click();
      await page.getByRole('dialog', { name: 'Continue with phone' }).waitFor({
        timeout: UI_TIMEOUT_MS,
      });
      const mobile = uniqueMobile('8');
      await verifyIndianNumber(expect, page, baseUrl, mobile);
      await sendName(page, 'Asha');

      // Back on /kundli, the chart moves to the account: the list shows it, and it opens as a
      // saved chart.
      await page.waitForURL(/\/kundli$/, { timeout: UI_TIMEOUT_MS });
      const saved = page.getByTestId('saved-people');
      await saved.getByText('Asha Guest').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await saved.locator('li').count()).toBe(1);
      // The browser's copy goes once the server's answer to the claim is in, which may come a
      // moment after the list (refetched on sign-in) already shows the saved chart.
      await expect.poll(() => storedKey(page)).toBeNull();
      // Today's reading for the moved chart is the page's widest part: it stays inside the phone.
      await page.getByTestId('personal-horoscope').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await pageWidth(page)).toBe(390);
      await saved.getByText('Asha Guest').click();
      await page.waitForURL(/\/kundli\/\d+$/, { timeout: UI_TIMEOUT_MS });
      await page.getByRole('heading', { level: 1, name: 'Asha Guest' }).waitFor();
      await page.getByRole('button', { name: 'Download the report (PDF)' }).waitFor();

      const session = await signInByApi(baseUrl, mobile);
      const people = await callApi(session, birthDetailListCall, {});
      expect(people.map((person) => person.name)).toEqual(['Asha Guest']);
      expect(people[0]?.place).toMatchObject({ name: 'Kolkata', timeZone: 'Asia/Kolkata' });
      // Nothing moves a second time.
      await page.goto('/kundli');
      await saved.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await saved.locator('li').count()).toBe(1);
      expect(await callApi(session, birthDetailListCall, {})).toHaveLength(1);
    },
  );

  e2eTest(
    'a guest asks an astrologer about their chart, signs in on the way, and the intake carries the chart',
    async ({ baseUrl, openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      await makeGuestChart(page, 'Mira Guest');
      const guestChart = JSON.parse((await storedKey(page)) ?? 'null') as {
        chart: { birthUtc: string; kundli: { ascendant: { sign: number } } };
      };

      const offer = page.getByTestId('ask-astrologer');
      expect(await offer.getAttribute('data-category')).toBe('vedic');
      await offer.getByRole('heading', { name: 'Ask an astrologer about this' }).waitFor();
      const ask = offer.getByTestId('ask-button');
      await ask.first().waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await ask.count()).toBeGreaterThanOrEqual(1);
      expect(await ask.count()).toBeLessThanOrEqual(3);
      await ask.first().click();

      // A guest signs in first and lands on the chosen psychic's intake, the chart filled in.
      await page.getByRole('dialog', { name: 'Continue with phone' }).waitFor({
        timeout: UI_TIMEOUT_MS,
      });
      const mobile = uniqueMobile('8');
      await verifyIndianNumber(expect, page, baseUrl, mobile);
      await sendName(page, 'Mira');
      await page.waitForURL(/\/chat-with-psychic\/intake-form\/[^/]+$/, {
        timeout: UI_TIMEOUT_MS,
      });
      await page.getByTestId('intake-chart-attached').waitFor({ timeout: UI_TIMEOUT_MS });
      const form = page.getByTestId('intake-form');
      expect(await form.getByLabel('Name').inputValue()).toBe('Mira Guest');
      expect(await form.getByLabel('Date of birth').inputValue()).toBe('1990-05-17');
      expect(await form.getByLabel('Time of birth').inputValue()).toBe('06:45');
      expect(await form.getByRole('combobox', { name: 'Place of birth' }).inputValue()).toBe(
        'Kolkata, West Bengal, India',
      );

      // Signing in elsewhere than /kundli moved the chart to the account too.
      const session = await signInByApi(baseUrl, mobile);
      await expect
        .poll(async () => (await callApi(session, birthDetailListCall, {})).map((p) => p.name), {
          timeout: UI_TIMEOUT_MS,
        })
        .toEqual(['Mira Guest']);

      // The request carries the chart the server cast: what the psychic's console shows.
      await topUp(session, 100_000);
      await page.reload();
      await form.waitFor({ timeout: UI_TIMEOUT_MS });
      await form.getByRole('button', { name: 'Start chat' }).click();
      await page.getByTestId('chat-waitlist').waitFor({ timeout: UI_TIMEOUT_MS });
      const waitlist = await callApi(session, latestWaitlistCall, {});
      const chart = waitlist?.order.intake?.chart;
      expect(chart?.birthUtc).toBe(guestChart.chart.birthUtc);
      expect(chart?.kundli.ascendant.sign).toBe(guestChart.chart.kundli.ascendant.sign);
      expect(chart?.place).toMatchObject({ name: 'Kolkata', timeZone: 'Asia/Kolkata' });
      if (waitlist === null) throw new Error('no open request');

      // Phone-first: the chat room at 390 px hides the site header, keeping a way home.
      await page.goto(chatRoomPagePath(waitlist.order.consultantId, waitlist.order.id));
      await page.getByTestId('chat-psychic-name').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('site-header').isVisible()).toBe(false);
      await reviewShot(page, 'phone-chat-room');
      await page.getByTestId('chat-room-home').click();
      await page.waitForURL((url) => url.pathname === '/', { timeout: UI_TIMEOUT_MS });
      await page.getByTestId('site-header').waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      await callApi(session, cancelQueueTokenCall, { chatId: waitlist.order.id });
    },
  );

  e2eTest(
    'the quiz ends in a reading of the answers, in English and German, with matching psychics',
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      await page.goto('/landing-page-v2/quiz');
      await page.getByLabel('I am getting over a breakup').check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Whether I can trust them').check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Tarot cards').check();
      await page.getByRole('button', { name: 'Show my psychics' }).click();

      const reading = page.getByTestId('quiz-reading');
      await reading.getByRole('heading', { name: 'Your reading' }).waitFor({
        timeout: UI_TIMEOUT_MS,
      });
      const sentences = await reading.locator('p').allTextContents();
      expect(sentences).toHaveLength(4);
      expect(sentences[0]).toMatch(/^You are getting over a breakup/);
      expect(sentences[1]).toMatch(/^Trust is your question/);
      expect(sentences[2]).toMatch(/^You are drawn to the tarot/);
      expect(sentences[3]).toMatch(/point to tarot/);
      expect(await page.title()).toBe('Love quiz: your reading | Lumus');
      expect(await page.getByTestId('quiz-results').getAttribute('data-category')).toBe('tarot');
      await page.getByTestId('quiz-psychics').getByTestId('psychic-card').first().waitFor({
        timeout: UI_TIMEOUT_MS,
      });

      // The same answers read in German under /de.
      await page.goto('/de/landing-page-v2/quiz');
      const german = page.getByTestId('quiz-reading');
      await german.getByRole('heading', { name: 'Deine Deutung' }).waitFor({
        timeout: UI_TIMEOUT_MS,
      });
      expect(await german.locator('p').first().textContent()).toMatch(
        /^Du kommst gerade über eine Trennung hinweg/,
      );
      expect(await page.title()).toBe('Liebesquiz: deine Deutung | Lumus');
    },
  );

  e2eTest('the compatibility result offers psychics for love', async ({ openPage, expect }) => {
    const page = await openPage({ viewport: 'phone' });
    await page.goto('/compatibility?you=1990-05-17&partner=1992-11-03');
    const offer = page.getByTestId('ask-astrologer');
    await offer.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await offer.getAttribute('data-category')).toBe('love');
    await offer.getByRole('heading', { name: 'Ask an astrologer about this' }).waitFor();
  });

  e2eTest(
    "a psychic's profile at 390 px keeps Chat and the price at the bottom of the screen",
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      await page.goto('/chat-with-psychic');
      await page.getByTestId('psychic-card').first().getByRole('link').first().click({
        timeout: UI_TIMEOUT_MS,
      });
      await page.waitForURL(/\/profile\/[^/]+$/, { timeout: UI_TIMEOUT_MS });
      const bar = page.getByTestId('profile-phone-bar');
      await bar.waitFor({ timeout: UI_TIMEOUT_MS });
      await page.mouse.wheel(0, 2000);
      const box = await bar.boundingBox();
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
      expect(await bar.getByTestId('chat-button').isVisible()).toBe(true);
      expect(await bar.getByTestId('price').textContent()).toMatch(/\/min/);
      // The bar is the one Chat on a phone: the top panel does not repeat it.
      expect(await page.getByRole('button', { name: /^Chat with / }).count()).toBe(1);

      const desk = await openPage({ viewport: 'desktop' });
      await desk.goto(new URL(page.url()).pathname);
      await desk.getByTestId('psychic-profile').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await desk.getByTestId('profile-phone-bar').isVisible()).toBe(false);
    },
  );
});
