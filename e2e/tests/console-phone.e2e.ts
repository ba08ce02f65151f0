import { placeSearchCall } from '@lumus/contract/astrology/place-search';
import {
  consoleStatusCall,
  createQueueTokenCall,
  fillIntakeFormCall,
  orderDetailCall,
  userAcceptOrderCall,
} from '@lumus/contract/chat/chat-calls';
import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { e2eTest } from '../lib/e2e-test';
import { UI_TIMEOUT_MS } from './auth-helpers';
import {
  TEST_INTAKE,
  callApi,
  consultantOf,
  orderOf,
  signInByApi,
  topUp,
  type ApiSession,
} from './chat-helpers';
import { switchConsoleOnline } from './chat-page-helpers';

/**
 * A demo psychic (README). e2e files run one at a time; this one leaves the psychic offline with
 * nothing waiting.
 */
const CONSULTANT_MOBILE = '9876500005';
const PHONE_WIDTH = 390;
const PHONE_HEIGHT = 844;

/** A request with a birth chart (a place chosen from the search), as the intake page sends it. */
async function requestWithChart(user: ApiSession, consultantId: number): Promise<number> {
  const places = await callApi(user, placeSearchCall, { q: 'Kolkata', limit: 1 });
  const place = places[0];
  if (place === undefined) throw new Error('no place found for Kolkata');
  const intake = await callApi(user, fillIntakeFormCall, {
    consultantId,
    ...TEST_INTAKE,
    placeId: place.id,
  });
  const token = await callApi(user, createQueueTokenCall, {
    consultantId,
    intakeFormId: intake.id,
  });
  return token.order.id;
}

/** How far the page is wider than the screen (0: no sideways scrolling). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('not visible');
  return found;
}

describe('the console on a phone', () => {
  e2eTest(
    'request card with own earnings and countdown, a reasoned decline, a full-screen chat and a chart sheet',
    async ({ baseUrl, openPage, expect }) => {
      const psychic = await signInByApi(baseUrl, CONSULTANT_MOBILE);
      const { consultantId } = await consultantOf(psychic);
      const user = await signInByApi(baseUrl, '9000000951');
      await topUp(user, 100_000);

      const page = await openPage({ viewport: 'phone', localStorage: psychic.storage });
      await page.goto('/console');
      await switchConsoleOnline(expect, page);
      // The console's own header: who, today's earnings, and no customer wallet or menu.
      await expect
        .poll(() => page.getByTestId('console-signed-in').textContent())
        .not.toBe('Consultant Console');
      expect(await page.getByTestId('console-today').textContent()).toMatch(/^Today ₹/);
      expect(await page.getByTestId('wallet-balance').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);

      // The request card: own earnings, the user's price, a running countdown to the lapse.
      const declined = await requestWithChart(user, consultantId);
      const card = page.locator(`[data-testid=console-request][data-chat-id="${declined}"]`);
      await card.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await card.getByTestId('request-earnings').textContent()).toMatch(
        /^You earn ₹\d+\.\d\d\/min$/,
      );
      const lapse = card.getByTestId('request-lapse');
      const first = await lapse.textContent();
      expect(first).toMatch(/^Lapses in [12]:\d\d$/);
      await expect.poll(() => lapse.textContent(), { timeout: 3_000 }).not.toBe(first);
      // The chart inside the card once pushed the page to 627 px and Decline off the screen.
      await card.getByRole('button', { name: 'Birth chart' }).click();
      await card.getByTestId('planet-table').waitFor();
      expect(await overflow(page)).toBe(0);
      const decline = card.getByTestId('request-decline');
      expect((await box(decline)).x + (await box(decline)).width).toBeLessThanOrEqual(PHONE_WIDTH);

      // Decline asks why, and only then declines.
      await decline.click();
      const confirm = card.getByTestId('decline-confirm');
      expect(await confirm.isDisabled()).toBe(true);
      await card.getByRole('radio', { name: 'Not my speciality' }).check();
      await confirm.click();
      await card.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
      expect((await orderOf(user, orderDetailCall, declined)).status).toBe('declined');

      // A chat: the whole screen, header on top, reply box at the bottom, only messages scroll.
      const chatId = await requestWithChart(user, consultantId);
      const next = page.locator(`[data-testid=console-request][data-chat-id="${chatId}"]`);
      await next.getByTestId('request-accept').click();
      await page.getByTestId('console-waiting-for-user').waitFor({ timeout: UI_TIMEOUT_MS });
      await callApi(user, userAcceptOrderCall, { chatId });
      const chat = page.getByTestId('console-active-chat');
      await chat.waitFor({ timeout: UI_TIMEOUT_MS });
      // Behind the full-screen chat the page stays where it was: messages do not move it.
      const pageScroll = await page.evaluate(() => window.scrollY);
      const input = chat.getByTestId('chat-input');
      for (let index = 1; index <= 14; index += 1) {
        await input.fill(`Message number ${String(index)} about the stars`);
        await input.press('Enter');
      }
      await chat.getByTestId('chat-message').filter({ hasText: 'Message number 14' }).waitFor();
      const header = await box(chat.getByTestId('console-chat-header'));
      const reply = await box(chat.getByTestId('console-reply-box'));
      expect(header.y).toBe(0);
      expect(reply.y + reply.height).toBeLessThanOrEqual(PHONE_HEIGHT + 1);
      expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
      expect(await overflow(page)).toBe(0);
      expect(await chat.getByTestId('console-chat-left').textContent()).toMatch(/min left$/);
      expect(await chat.getByTestId('console-chat-earned').textContent()).toMatch(/^Earned ₹/);

      // At a desk the same chat is one screen tall: its reply box in view, the page unmoved.
      const desk = await openPage({ viewport: 'desktop', localStorage: psychic.storage });
      await desk.goto('/console');
      const deskChat = desk.getByTestId('console-active-chat');
      await deskChat.getByTestId('chat-message').filter({ hasText: 'Message number 14' }).waitFor();
      const deskReply = await box(deskChat.getByTestId('console-reply-box'));
      expect(deskReply.y + deskReply.height).toBeLessThanOrEqual(800);
      expect(await desk.evaluate(() => window.scrollY)).toBe(0);
      await desk.close();
      // The client's chart opens in a sheet that scrolls inside itself.
      await chat.getByTestId('console-client-open').click();
      const sheet = page.getByTestId('console-client-sheet');
      await sheet.getByTestId('planet-table').waitFor();
      const sizes = await sheet.evaluate((element) => ({
        scroll: element.scrollHeight,
        client: element.clientHeight,
      }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      await sheet.evaluate((element) => {
        element.scrollTop = element.scrollHeight;
      });
      expect(await sheet.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
      expect(await overflow(page)).toBe(0);
      await page.keyboard.press('Escape');
      expect((await box(chat.getByTestId('console-reply-box'))).y).toBe(reply.y);

      await chat.getByTestId('console-end-chat').click();
      await page
        .getByRole('dialog', { name: 'End this chat?' })
        .getByRole('button', {
          name: 'End chat',
        })
        .click();
      await page.getByTestId('console-chat-ended').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await overflow(page)).toBe(0);
      await callApi(psychic, consoleStatusCall, { status: 'offline' });
    },
  );
});
