import { describe } from 'vitest';
import { consultantStatusCall } from '@lumus/contract/catalogue/consultant-status';
import {
  userAcceptOrderCall,
  orderDetailCall,
  consoleAcceptCall,
} from '@lumus/contract/chat/chat-calls';
import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import { E2E_ADMIN_MOBILE } from '../lib/admin-account';
import { e2eTest } from '../lib/e2e-test';
import { UI_TIMEOUT_MS } from './auth-helpers';
import {
  TEST_INTAKE,
  callApi,
  consultantOf,
  orderOf,
  requestChat,
  signInByApi,
  topUp,
  walletEntries,
} from './chat-helpers';
import { openConsoleOnline } from './chat-page-helpers';

/**
 * The third demo psychic's console number (README); other chat tests use the first, second,
 * fourth and fifth. The e2e server runs with CONSOLE_GRACE_SECONDS=4.
 */
const CONSULTANT_MOBILE = '9876500003';

const roomPath = (consultantId: number, chatId: number) =>
  `/chat-with-psychic/start/${encodeAstroId(consultantId)}/${encodeAstroId(chatId)}`;

async function publicStatus(baseUrl: string, consultantId: number) {
  const answer = await fetch(`${baseUrl}${consultantStatusCall.path}?ids=${consultantId}`);
  return consultantStatusCall.response.parse(await answer.json()).data[0]?.status;
}

describe('the psychic closes the console', () => {
  e2eTest(
    'mid-request: the psychic goes offline, the waiting user is told and nothing is charged',
    async ({ baseUrl, openPage, expect }) => {
      const consultant = await signInByApi(baseUrl, CONSULTANT_MOBILE);
      const { consultantId } = await consultantOf(consultant);
      const user = await signInByApi(baseUrl, '9000000901');
      await topUp(user, 100_000);
      const before = await walletEntries(user);

      const desk = await openConsoleOnline(expect, openPage, consultant);
      const chatId = await requestChat(user, consultantId);
      const phone = await openPage({ viewport: 'phone', localStorage: user.storage });
      await phone.goto(roomPath(consultantId, chatId));
      await phone.getByTestId('chat-waiting').waitFor({ timeout: UI_TIMEOUT_MS });
      await desk
        .getByTestId('console-request')
        .filter({ hasText: TEST_INTAKE.name })
        .waitFor({ timeout: UI_TIMEOUT_MS });

      await desk.close();

      const told = phone.getByTestId('chat-room-message');
      await told.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await told.textContent()).toContain('Nothing was charged.');
      const order = await orderOf(user, orderDetailCall, chatId);
      expect(order).toMatchObject({
        status: 'declined',
        endReason: 'consultant_away',
        amountCharged: 0,
      });
      expect(await publicStatus(baseUrl, consultantId)).toBe('offline');
      expect(await walletEntries(user)).toEqual(before);

      // Back at the desk, the psychic sees whom they missed.
      const again = await openPage({ viewport: 'desktop', localStorage: consultant.storage });
      await again.goto('/console');
      const missed = again.locator(`[data-testid=console-missed-row][data-chat-id="${chatId}"]`);
      await missed.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await missed.textContent()).toContain(TEST_INTAKE.name);
      expect(await missed.textContent()).toContain('Released when you went offline');
      await again.close();
    },
  );

  e2eTest(
    'mid-chat: the user sees the clock paused, then the chat ends billed only for the time both were there',
    async ({ baseUrl, openPage, expect }) => {
      const consultant = await signInByApi(baseUrl, CONSULTANT_MOBILE);
      const { consultantId } = await consultantOf(consultant);
      const user = await signInByApi(baseUrl, '9000000902');
      await topUp(user, 100_000);

      const desk = await openConsoleOnline(expect, openPage, consultant);
      const chatId = await requestChat(user, consultantId);
      await callApi(consultant, consoleAcceptCall, { chatId });
      await callApi(user, userAcceptOrderCall, { chatId });
      const phone = await openPage({ viewport: 'phone', localStorage: user.storage });
      await phone.goto(roomPath(consultantId, chatId));
      await phone.getByTestId('chat-room').waitFor({ timeout: UI_TIMEOUT_MS });
      await desk.getByTestId('console-active-chat').waitFor({ timeout: UI_TIMEOUT_MS });
      // Some seconds of chat, so the present time costs more than nothing.
      await phone.waitForTimeout(3_000);

      await desk.close();

      const paused = phone.getByTestId('chat-paused');
      await paused.waitFor({ timeout: UI_TIMEOUT_MS });
      const name = (await orderOf(user, orderDetailCall, chatId)).consultantName;
      expect(await paused.textContent()).toBe(
        `${name} lost connection, the clock is paused. The chat goes on as soon as they are back.`,
      );

      const reason = phone.getByTestId('chat-end-reason');
      await reason.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await reason.textContent()).toContain('lost connection and did not come back');

      const order = await orderOf(user, orderDetailCall, chatId);
      expect(order.status).toBe('ended');
      expect(order.endReason).toBe('consultant_lost_connection');
      const present = Math.floor(
        (Date.parse(order.pausedAt ?? '') - Date.parse(order.startedAt ?? '')) / 1000,
      );
      expect(present).toBeGreaterThanOrEqual(3);
      expect(order.billedSeconds).toBe(present);
      const amount = Math.floor((present * order.ratePerMinute) / 60);
      expect(order.amountCharged).toBe(amount);
      const charges = (await walletEntries(user)).filter((entry) => entry.kind === 'chat_charge');
      expect(charges.map((entry) => entry.amount)).toEqual([-amount]);
      expect(await publicStatus(baseUrl, consultantId)).toBe('offline');

      // The operator's order detail says why it ended.
      const admin = await signInByApi(baseUrl, E2E_ADMIN_MOBILE);
      const office = await openPage({ viewport: 'desktop', localStorage: admin.storage });
      await office.goto('/admin?section=orders');
      await office.getByLabel('User id').fill(String(user.userId), { timeout: UI_TIMEOUT_MS });
      await office
        .getByRole('button', { name: `Open chat ${chatId}` })
        .click({ timeout: UI_TIMEOUT_MS });
      const detail = office.getByTestId('order-detail');
      await detail.waitFor({ timeout: UI_TIMEOUT_MS });
      // The end reason's own row (the timeline below names it again).
      await detail
        .getByRole('definition')
        .filter({ hasText: 'Psychic lost connection and did not return' })
        .waitFor({ timeout: UI_TIMEOUT_MS });
    },
  );
});
