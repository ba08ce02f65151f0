import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import { consultantByIdCall } from '@lumus/contract/catalogue/consultant-by-id';
import { orderDetailCall, consoleAcceptCall } from '@lumus/contract/chat/chat-calls';
import {
  chatOrderEventSchema,
  lowBalanceEventSchema,
  type LowBalanceEvent,
} from '@lumus/contract/chat/chat-events';
import { e2eTest } from '../lib/e2e-test';
import { UI_TIMEOUT_MS } from './auth-helpers';
import {
  callApi,
  connectSocket,
  messagesOf,
  orderOf,
  requestChat,
  signInByApi,
  topUp,
  walletEntries,
  type ChatClientSocket,
  goOnlineByApi,
} from './chat-helpers';

/** The second demo psychic's console number (README); no other e2e test chats with them. */
const CONSULTANT_MOBILE = '9876500002';
/** The e2e server's CHAT_MIN_MINUTES (global setup). */
const MIN_MINUTES = 2;
/**
 * The starting balance pays for this long: a little more than the minimum, so the server's
 * warning (two minutes before the end) comes about ten seconds into the chat.
 */
const AFFORDABLE_SECONDS = MIN_MINUTES * 60 + 10;

/** `m:ss` or `h:mm:ss` of the remaining-time clock, in seconds. */
function clockSeconds(text: string | null): number {
  if (text === null || !/^\d+(:\d\d){1,2}$/.test(text)) throw new Error(`not a clock: ${text}`);
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

async function remainingSeconds(page: Page): Promise<number> {
  return clockSeconds(await page.getByTestId('chat-remaining-clock').textContent());
}

function nextLowBalance(socket: ChatClientSocket, chatId: number): Promise<LowBalanceEvent> {
  return new Promise((resolve) => {
    const onWarning = (payload: unknown) => {
      const parsed = lowBalanceEventSchema.safeParse(payload);
      if (!parsed.success || parsed.data.chatId !== chatId) return;
      socket.off('chat:low-balance', onWarning);
      resolve(parsed.data);
    };
    socket.on('chat:low-balance', onWarning);
  });
}

function nextExtension(socket: ChatClientSocket, chatId: number): Promise<string | null> {
  return new Promise((resolve) => {
    const onOrder = (payload: unknown) => {
      const parsed = chatOrderEventSchema.safeParse(payload);
      if (!parsed.success || parsed.data.order.id !== chatId) return;
      if (parsed.data.kind !== 'extended') return;
      socket.off('chat:order', onOrder);
      resolve(parsed.data.order.endsAt);
    };
    socket.on('chat:order', onOrder);
  });
}

describe('low balance during a chat', () => {
  e2eTest(
    'the warning comes, an in-chat recharge keeps the chat and extends it, the end charges exactly the seconds used',
    { timeout: 240_000 },
    async ({ baseUrl, openPage, expect }) => {
      const consultant = await signInByApi(baseUrl, CONSULTANT_MOBILE);
      const consultantId = await goOnlineByApi(consultant);
      const profile = consultantByIdCall.response.parse(
        await (
          await fetch(`${baseUrl}${consultantByIdCall.path}?consultantId=${consultantId}`)
        ).json(),
      );
      const rate = profile.data.pricePerMinuteMinor;

      // A custom top-up (no pack, so no bonus): just over the minimum the chat needs.
      const user = await signInByApi(baseUrl, '9000000931');
      const balance = Math.ceil((rate * AFFORDABLE_SECONDS) / 60);
      expect(balance).toBeGreaterThanOrEqual(rate * MIN_MINUTES);
      await topUp(user, balance);
      const chatId = await requestChat(user, consultantId);
      await callApi(consultant, consoleAcceptCall, { chatId });

      const socket = await connectSocket(consultant);
      try {
        const page = await openPage({ viewport: 'phone', localStorage: user.storage });
        const room = `/chat-with-psychic/start/${encodeAstroId(consultantId)}/${encodeAstroId(chatId)}`;
        await page.goto(room);
        const waiting = page.getByTestId('chat-waiting');
        await waiting.getByRole('button', { name: 'Start chatting' }).click({
          timeout: UI_TIMEOUT_MS,
        });
        await page.getByTestId('chat-room').waitFor({ timeout: UI_TIMEOUT_MS });
        const warned = nextLowBalance(socket, chatId);
        expect((await socket.emitWithAck('chat:join', { chatId })).ok).toBe(true);

        const question = 'Is this a good month to move house?';
        await page.getByTestId('chat-input').fill(question);
        await page.getByTestId('chat-input').press('Enter');
        const answer = 'Yes, after the full moon. Tell me more.';
        await socket.emitWithAck('chat:send', { chatId, clientId: 'e2e-low-1', text: answer });
        await page.getByTestId('chat-message').filter({ hasText: answer }).waitFor();

        // The server's warning, two minutes before the end, reaches the chat and the page.
        const warning = await warned;
        expect(warning.secondsLeft).toBeLessThanOrEqual(120);
        expect(warning.secondsLeft).toBeGreaterThan(60);
        await page.getByTestId('chat-low-balance').waitFor({ timeout: UI_TIMEOUT_MS });
        const before = await orderOf(user, orderDetailCall, chatId);
        expect(before.endsAt).toBe(warning.endsAt);
        // The clock is re-read once a second, so right after the warning it may still show a
        // second more than the server counts; it must come down to the warning's two minutes.
        await expect.poll(() => remainingSeconds(page)).toBeLessThanOrEqual(120);
        const leftBefore = await remainingSeconds(page);

        // In-chat recharge: a pack through the TEST gateway, and back into the same chat.
        const extended = nextExtension(socket, chatId);
        await page
          .getByTestId('chat-low-balance')
          .getByRole('button', { name: 'Recharge' })
          .click();
        const sheet = page.getByTestId('chat-recharge-sheet');
        await sheet.waitFor({ timeout: UI_TIMEOUT_MS });
        // A pack that buys at least one more minute at this rate.
        const packs = sheet.getByTestId('recharge-pack');
        await packs.first().waitFor({ timeout: UI_TIMEOUT_MS });
        const amounts = (
          await packs.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-amount')))
        ).map(Number);
        const pack = amounts.find((amount) => amount >= rate);
        if (pack === undefined) throw new Error(`no pack buys a minute at ${rate}`);
        await sheet.locator(`[data-testid=recharge-pack][data-amount="${pack}"]`).click();
        await page.getByRole('radio', { name: /Test payment/ }).check();
        await page.getByRole('button', { name: /^Pay / }).click();
        await page.waitForURL(/\/api\/test-gateway\/pay\//);
        await page.getByRole('button', { name: 'Approve' }).click();
        await expect
          .poll(() => page.getByTestId('payment-status-title').textContent(), { timeout: 15_000 })
          .toBe('Payment successful');
        await page.getByRole('link', { name: 'Back to your chat request' }).click();
        await page.waitForURL((url) => url.pathname === room);

        // Still the same running chat, with everything said so far; the deadline moved out.
        await page.getByTestId('chat-room').waitFor({ timeout: UI_TIMEOUT_MS });
        // The room shows before its catch-up of the conversation has arrived: poll for it.
        await expect
          .poll(() => page.getByTestId('chat-message-text').allTextContents(), {
            timeout: UI_TIMEOUT_MS,
          })
          .toEqual([question, answer]);
        const newEnd = await extended;
        if (newEnd === null || before.endsAt === null) throw new Error('no deadline');
        expect(Date.parse(newEnd)).toBeGreaterThan(Date.parse(before.endsAt));
        const during = await orderOf(user, orderDetailCall, chatId);
        expect(during.status).toBe('active');
        expect(during.endsAt).toBe(newEnd);
        await expect.poll(() => remainingSeconds(page)).toBeGreaterThan(leftBefore + 30);
        // Well away from the end again: no warning now.
        if (Date.parse(newEnd) - Date.now() > 125_000) {
          expect(await page.getByTestId('chat-low-balance').count()).toBe(0);
        }

        // The chat goes on and ends normally.
        const later = 'Thank you, that helps.';
        await page.getByTestId('chat-input').fill(later);
        await page.getByTestId('chat-input').press('Enter');
        await expect
          .poll(async () => (await messagesOf(user, chatId)).map((m) => m.text))
          .toEqual([question, answer, later]);
        await page.getByTestId('chat-end').click();
        await page.getByTestId('chat-end-confirm').click();
        await page.getByTestId('chat-summary').waitFor({ timeout: UI_TIMEOUT_MS });
      } finally {
        socket.disconnect();
      }

      const ended = await orderOf(user, orderDetailCall, chatId);
      expect(ended.status).toBe('ended');
      expect(ended.endReason).toBe('user_ended');
      const seconds = Math.floor(
        (Date.parse(ended.endedAt ?? '') - Date.parse(ended.startedAt ?? '')) / 1000,
      );
      expect(ended.billedSeconds).toBe(seconds);
      // The seconds used at the frozen rate, rounded down, booked once.
      const amount = Math.floor((seconds * rate) / 60);
      expect(ended.ratePerMinute).toBe(rate);
      expect(ended.amountCharged).toBe(amount);
      const charges = (await walletEntries(user)).filter((entry) => entry.kind === 'chat_charge');
      expect(charges.map((entry) => entry.amount)).toEqual([-amount]);
    },
  );
});
