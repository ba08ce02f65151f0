import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import {
  consoleAcceptCall,
  consoleQueueCall,
  orderHistoryCall,
  orderDetailCall,
  npsScoreCall,
} from '@lumus/contract/chat/chat-calls';
import { e2eTest } from '../lib/e2e-test';
import { rupees } from './call-helpers';
import { pageTitle } from '../lib/spec-routes';
import { UI_TIMEOUT_MS } from './auth-helpers';
import {
  TEST_INTAKE,
  callApi,
  connectSocket,
  messagesOf,
  orderOf,
  signInByApi,
  topUp,
  type ChatClientSocket,
  goOnlineByApi,
} from './chat-helpers';

/** The first demo psychic's console number (README); other chat tests use the fourth and fifth. */
const CONSULTANT_MOBILE = '9876500001';

function nextMessage(socket: ChatClientSocket, text: string): Promise<{ seq: number }> {
  return new Promise((resolve) => {
    const onMessage = (message: { text: string; seq: number }) => {
      if (message.text !== text) return;
      socket.off('chat:message', onMessage);
      resolve(message);
    };
    socket.on('chat:message', onMessage);
  });
}

/** Every value the `data-tick` of the user's own messages takes, recorded in the page. */
async function recordTicks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { lumusTicks: string[] }).lumusTicks = seen;
    const note = (node: Element) => {
      const tick = node.getAttribute('data-tick');
      if (tick !== null && seen.at(-1) !== tick) seen.push(tick);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) note(record.target);
        for (const added of record.addedNodes) {
          if (added instanceof Element) added.querySelectorAll('[data-tick]').forEach(note);
          if (added instanceof Element && added.matches('[data-tick]')) note(added);
        }
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-tick'],
    });
  });
}

async function recordedTicks(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { lumusTicks: string[] }).lumusTicks);
}

describe('chat room', () => {
  e2eTest(
    'intake, queue, accept toast, live chat both ways with ticks, reload, end, summary, rating, NPS',
    async ({ baseUrl, openPage, expect }) => {
      // The psychic is driven from the test: API calls and a socket, as the console would.
      const consultant = await signInByApi(baseUrl, CONSULTANT_MOBILE);
      const consultantId = await goOnlineByApi(consultant);

      const user = await signInByApi(baseUrl, '9000000901');
      await topUp(user, 50_000);
      const page = await openPage({ viewport: 'phone', localStorage: user.storage });

      // Intake form -> waitlist.
      await page.goto(`/chat-with-psychic/intake-form/${encodeAstroId(consultantId)}`);
      const form = page.getByTestId('intake-form');
      await form.waitFor({ timeout: UI_TIMEOUT_MS });
      await form.getByLabel('Name').fill(TEST_INTAKE.name);
      await form.getByLabel('Gender').selectOption('FEMALE');
      await form.getByLabel('Date of birth').fill(TEST_INTAKE.birthDate);
      await form.getByLabel('Time of birth').fill(TEST_INTAKE.birthTime);
      await form.getByLabel('Place of birth').fill(TEST_INTAKE.birthPlace);
      await form.getByLabel('Place of birth').press('Escape');
      await form.getByRole('button', { name: 'Start chat' }).click();
      // The accept comes as a push: the waitlist says when the app's connection is up (the
      // server has put it in the user's room by then), and hints 'Connecting…' until it is.
      await page
        .locator('[data-testid=chat-waitlist][data-connection=connected]')
        .waitFor({ timeout: UI_TIMEOUT_MS });

      // The user wanders off inside the app (same connection); the psychic accepts; a toast
      // wherever they are leads back.
      await page.getByRole('link', { name: 'About Us' }).click();
      await page.waitForURL((url) => url.pathname === '/about-us');
      const queue = await callApi(consultant, consoleQueueCall, {});
      const chatId = queue.orders.find((order) => order.userId === user.userId)?.id;
      if (chatId === undefined) throw new Error('the request is not in the queue');
      await callApi(consultant, consoleAcceptCall, { chatId });
      const toast = page.getByTestId('chat-accepted-toast');
      await toast.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await toast.textContent()).toContain('accepted your chat request');
      await toast.getByRole('button', { name: 'Join now' }).click();
      await page.getByTestId('chat-ready').getByRole('button', { name: 'Start chatting' }).click();
      await page.waitForURL(
        (url) =>
          url.pathname ===
          `/chat-with-psychic/start/${encodeAstroId(consultantId)}/${encodeAstroId(chatId)}`,
      );
      await page.getByTestId('chat-room').waitFor({ timeout: UI_TIMEOUT_MS });
      // The title follows the render; read right after the URL change it can still be the last one.
      await expect.poll(() => page.title()).toBe(pageTitle('Start Chat'));
      const psychicName = (await page.getByTestId('chat-psychic-name').textContent()) ?? '';
      expect(psychicName.length).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByTestId('chat-remaining-clock').textContent())
        .toMatch(/^\d+:\d\d(:\d\d)?$/);
      const firstClock = await page.getByTestId('chat-remaining-clock').textContent();
      await expect
        .poll(() => page.getByTestId('chat-remaining-clock').textContent(), { timeout: 5_000 })
        .not.toBe(firstClock);

      const socket = await connectSocket(consultant);
      try {
        expect((await socket.emitWithAck('chat:join', { chatId })).ok).toBe(true);

        // User -> psychic: 'sending' until the ack, then ticks up to 'read'.
        await recordTicks(page);
        const hello = 'Hello, I have a question about my career <b>now</b>.';
        const arrived = nextMessage(socket, hello);
        await page.getByTestId('chat-input').fill(hello);
        await page.getByTestId('chat-input').press('Enter');
        const { seq } = await arrived;
        const mine = page.locator('[data-testid=chat-message][data-own=true]');
        await expect.poll(() => mine.first().getAttribute('data-tick')).toBe('sent');
        // Shown as typed: the markup is text, not HTML.
        expect(await mine.first().getByTestId('chat-message-text').textContent()).toBe(hello);
        expect(await mine.first().locator('b').count()).toBe(0);
        socket.emit('chat:delivered', { chatId, seq });
        await expect.poll(() => mine.first().getAttribute('data-tick')).toBe('delivered');
        socket.emit('chat:read', { chatId, seq });
        await expect.poll(() => mine.first().getAttribute('data-tick')).toBe('read');
        expect(await recordedTicks(page)).toEqual(['sending', 'sent', 'delivered', 'read']);

        // Shift+Enter is a new line, Enter sends.
        await page.getByTestId('chat-input').fill('Line one');
        await page.getByTestId('chat-input').press('Shift+Enter');
        await page.getByTestId('chat-input').pressSequentially('line two');
        const twoLines = nextMessage(socket, 'Line one\nline two');
        await page.getByTestId('chat-input').press('Enter');
        await twoLines;

        // Psychic -> user, with the typing indicator first.
        socket.emit('chat:typing', { chatId, typing: true });
        await page.getByTestId('chat-typing').waitFor({ timeout: UI_TIMEOUT_MS });
        const answer = 'Namaste! Tell me your question.';
        expect(
          (
            await socket.emitWithAck('chat:send', {
              chatId,
              clientId: 'e2e-psychic-1',
              text: answer,
            })
          ).ok,
        ).toBe(true);
        const theirs = page.locator('[data-testid=chat-message][data-own=false]');
        await theirs.filter({ hasText: answer }).waitFor({ timeout: UI_TIMEOUT_MS });
        expect(await page.getByTestId('chat-typing').count()).toBe(0);

        // A reload mid-chat loses nothing.
        await page.reload();
        await page.getByTestId('chat-room').waitFor({ timeout: UI_TIMEOUT_MS });
        await expect.poll(() => page.getByTestId('chat-message').count()).toBe(3);
        expect(await page.getByTestId('chat-message-text').allTextContents()).toEqual([
          hello,
          'Line one\nline two',
          answer,
        ]);
        expect(await mine.first().getAttribute('data-tick')).toBe('read');
        expect((await messagesOf(user, chatId)).map((m) => m.senderRole)).toEqual([
          'user',
          'user',
          'consultant',
        ]);

        // The user ends the chat (after a "keep chatting" change of mind).
        await page.getByTestId('chat-end').click();
        const dialog = page.getByRole('dialog', { name: 'End this chat?' });
        await dialog.getByRole('button', { name: 'Keep chatting' }).click();
        expect(await dialog.count()).toBe(0);
        await page.getByTestId('chat-end').click();
        await page.getByTestId('chat-end-confirm').click();
      } finally {
        socket.disconnect();
      }

      const summary = page.getByTestId('chat-summary');
      await summary.waitFor({ timeout: UI_TIMEOUT_MS });
      const ended = await orderOf(user, orderDetailCall, chatId);
      expect(ended.status).toBe('ended');
      expect(ended.endReason).toBe('user_ended');
      expect(await page.getByTestId('chat-end-reason').textContent()).toBe('You ended the chat.');
      expect(await page.getByTestId('summary-amount').textContent()).toBe(
        rupees(ended.amountCharged),
      );
      expect(await page.getByTestId('summary-duration').textContent()).toMatch(/^\d+ min \d+ s$/);

      // Rating and NPS.
      await summary.locator('label', { hasText: '5 of 5 stars' }).click();
      await page.getByTestId('rating-review').fill('Warm and clear, thank you.');
      await summary.getByRole('button', { name: 'Send rating' }).click();
      await page.getByTestId('rating-thanks').waitFor({ timeout: UI_TIMEOUT_MS });
      const history = await callApi(user, orderHistoryCall, { chatId });
      expect(history.items[0]?.rating).toBe(5);

      await summary.locator('label', { hasText: /^9$/ }).click();
      await page.getByTestId('nps-submit').click();
      await page.getByTestId('nps-thanks').waitFor({ timeout: UI_TIMEOUT_MS });
      expect((await callApi(user, npsScoreCall, {})).score).toBe(9);

      // Reopening the ended chat shows its summary again, with the stars given, not the form.
      await page.reload();
      await page.getByTestId('chat-summary').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByRole('link', { name: 'My order history' }).count()).toBe(1);
      const given = page.getByTestId('rating-given');
      await given.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await given.getAttribute('data-rating')).toBe('5');
      expect(await page.getByRole('button', { name: 'Send rating' }).count()).toBe(0);

      // Someone else's chat id gets a friendly refusal, not the chat.
      const stranger = await signInByApi(baseUrl, '9000000902');
      const other = await openPage({ viewport: 'desktop', localStorage: stranger.storage });
      await other.goto(`/chat-with-psychic/start/${encodeAstroId(chatId)}`);
      const refusal = other.getByTestId('chat-room-message');
      await refusal.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await refusal.textContent()).toContain('belongs to another account');
      expect(await other.getByTestId('chat-message').count()).toBe(0);
    },
  );
});
