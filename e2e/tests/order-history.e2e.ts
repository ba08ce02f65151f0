import { describe } from 'vitest';
import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import {
  freeChatCall,
  createRatingCall,
  consoleAcceptCall,
  orderHistoryCall,
  userAcceptOrderCall,
  endChatCall,
} from '@lumus/contract/chat/chat-calls';
import { e2eTest } from '../lib/e2e-test';
import { UI_TIMEOUT_MS, uniqueMobile } from './auth-helpers';
import { rupees } from './call-helpers';
import {
  callApi,
  connectSocket,
  requestChat,
  signInByApi,
  topUp,
  type ApiSession,
  goOnlineByApi,
} from './chat-helpers';

/** The first demo psychic's console number (README); other chat tests use the fourth and fifth. */
const CONSULTANT_MOBILE = '9876500001';
const FROM_CONSULTANT = 'Good evening! The stars look calm for you this week.';
const FROM_USER = 'Thank you, that helps a lot.';

/**
 * A whole chat through the real API: request, the psychic accepts, the user joins, one message
 * each way over Socket.IO, the user ends it after a few seconds and rates it.
 */
async function finishedChat(user: ApiSession, consultant: ApiSession) {
  const consultantId = await goOnlineByApi(consultant);
  const chatId = await requestChat(user, consultantId);
  await callApi(consultant, consoleAcceptCall, { chatId });
  await callApi(user, userAcceptOrderCall, { chatId });
  const userSocket = await connectSocket(user);
  const consultantSocket = await connectSocket(consultant);
  try {
    for (const socket of [userSocket, consultantSocket]) {
      const joined = await socket.emitWithAck('chat:join', { chatId });
      if (!joined.ok) throw new Error(`join failed: ${joined.reason}`);
    }
    const first = await consultantSocket.emitWithAck('chat:send', {
      chatId,
      clientId: 'e2e-history-1',
      text: FROM_CONSULTANT,
    });
    const second = await userSocket.emitWithAck('chat:send', {
      chatId,
      clientId: 'e2e-history-2',
      text: FROM_USER,
    });
    if (!first.ok || !second.ok) throw new Error('a message was not stored');
  } finally {
    userSocket.disconnect();
    consultantSocket.disconnect();
  }
  // A few billed seconds, so the amount is above zero at any demo price.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const ended = await callApi(user, endChatCall, { chatId });
  await callApi(user, createRatingCall, { chatId, rating: 4, review: 'Calm and clear.' });
  return { chatId, consultantId, order: ended };
}

describe('order history and transcripts', () => {
  e2eTest(
    'a finished chat is listed, opens as a transcript and can be removed',
    async ({ baseUrl, openPage, expect }) => {
      const consultant = await signInByApi(baseUrl, CONSULTANT_MOBILE);
      const user = await signInByApi(baseUrl, uniqueMobile('8'));
      await topUp(user, 100_000);
      const { chatId, consultantId, order } = await finishedChat(user, consultant);
      expect(order.status).toBe('ended');
      expect(order.amountCharged).toBeGreaterThan(0);

      const page = await openPage({ viewport: 'phone', localStorage: user.storage });
      await page.goto('/order-history');
      const row = page.locator(`[data-testid="history-row"][data-chat-id="${chatId}"]`);
      await row.waitFor({ timeout: UI_TIMEOUT_MS });
      const rowText = (await row.textContent()) ?? '';
      expect(rowText).toContain(order.consultantName);
      expect(rowText).toContain('Completed');
      expect(await row.getByTestId('history-amount').textContent()).toBe(
        rupees(order.amountCharged),
      );

      await row.getByRole('link').click();
      await page.waitForURL(
        new RegExp(`/order-history/chat/${encodeAstroId(consultantId)}/${encodeAstroId(chatId)}$`),
      );
      await expect.poll(() => page.title()).toBe('Chat History | Lumus');
      const messages = page.getByTestId('chat-messages');
      await messages.getByText(FROM_CONSULTANT).waitFor({ timeout: UI_TIMEOUT_MS });
      await messages.getByText(FROM_USER).waitFor();
      const summary = page.getByTestId('order-summary');
      expect(await summary.getByTestId('summary-amount').textContent()).toBe(
        rupees(order.amountCharged),
      );
      await summary.getByRole('img', { name: 'You rated 4 out of 5' }).waitFor();
      expect(await page.getByTestId('history-psychic-name').textContent()).toBe(
        order.consultantName,
      );

      // The same link in another account's browser: a friendly "not yours", no transcript.
      const stranger = await signInByApi(baseUrl, uniqueMobile('7'));
      const other = await openPage({ viewport: 'desktop', localStorage: stranger.storage });
      await other.goto(
        `/order-history/chat/${encodeAstroId(consultantId)}/${encodeAstroId(chatId)}`,
      );
      await other.getByText('This chat is not yours').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await other.getByText(FROM_USER).count()).toBe(0);

      await page.getByRole('link', { name: 'Back to order history' }).click();
      await page.waitForURL(/\/order-history$/);
      await row
        .getByRole('button', { name: new RegExp(`^Remove the chat with ${order.consultantName}`) })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Remove this chat?' });
      await dialog.getByRole('button', { name: 'Remove chat' }).click();
      await page.getByText('No chats yet').waitFor({ timeout: UI_TIMEOUT_MS });
      await expect.poll(() => row.count()).toBe(0);

      const response = await fetch(`${baseUrl}${orderHistoryCall.path}`, {
        headers: { authorization: `Bearer ${user.token}`, id: String(user.userId) },
      });
      expect(orderHistoryCall.response.parse(await response.json()).data.items).toEqual([]);

      // A direct link to the intake form (nothing cached yet) still names the psychic.
      const fresh = await openPage({ viewport: 'phone', localStorage: user.storage });
      await fresh.goto(`/chat-with-psychic/intake-form/${encodeAstroId(consultantId)}`);
      const header = fresh.getByTestId('intake-psychic');
      await header.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await header.textContent()).toContain(order.consultantName);
    },
  );

  e2eTest(
    'the free-chat page shows the offer as the server has it and psychics online now',
    async ({ baseUrl, openPage, expect }) => {
      const consultant = await signInByApi(baseUrl, CONSULTANT_MOBILE);
      await goOnlineByApi(consultant);
      const offer = freeChatCall.response.parse(
        await (await fetch(`${baseUrl}${freeChatCall.path}`)).json(),
      ).data;

      const page = await openPage({ viewport: 'phone' });
      await page.goto('/free-chat');
      await expect.poll(() => page.title()).toBe('Free Chat | Lumus');
      const section = page.getByTestId('free-chat-offer');
      await section.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await section.getAttribute('data-minutes')).toBe(String(offer.offerMinutes));
      const heading = (await section.getByRole('heading').textContent()) ?? '';
      if (offer.offerMinutes > 0) {
        expect(heading).toContain(String(offer.offerMinutes));
        await section.getByRole('button', { name: 'Sign in' }).waitFor();
      } else {
        expect(heading).toBe('No free chat right now');
      }
      await page.getByRole('heading', { name: 'How it works' }).waitFor();
      await page.getByRole('heading', { name: 'Psychics online now' }).waitFor();
      const cards = page.locator('[data-testid="psychic-card"][data-status="online"]');
      await expect.poll(() => cards.count(), { timeout: UI_TIMEOUT_MS }).toBeGreaterThan(0);

      // The German page says the same in German.
      await page.goto('/de/free-chat');
      await page.getByRole('heading', { name: 'So funktioniert es' }).waitFor({
        timeout: UI_TIMEOUT_MS,
      });
      await page.getByRole('heading', { name: 'Jetzt online' }).waitFor();
    },
  );
});
