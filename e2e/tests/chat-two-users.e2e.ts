import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { consoleHistoryCall, orderDetailCall } from '@lumus/contract/chat/chat-calls';
import { paiseOf } from '../lib/amounts';
import { e2eTest } from '../lib/e2e-test';
import { rupees } from './call-helpers';
import { UI_TIMEOUT_MS } from './auth-helpers';
import {
  TEST_INTAKE,
  callApi,
  consultantOf,
  messagesOf,
  orderOf,
  signInByApi,
  topUp,
  walletEntries,
} from './chat-helpers';
import { fillIntake, switchConsoleOnline } from './chat-page-helpers';

/** The fourth demo psychic's console number (README); the console test uses the fifth. */
const CONSULTANT_MOBILE = '9876500004';
/** Well under the toast's own 20 s: it must go because the user joined, not by itself. */
const TOAST_GONE_MS = 5_000;
/** Long enough that the per-second charge is well above zero at any demo rate. */
const CHAT_SECONDS = 6;

describe('a whole paid chat between two people', () => {
  e2eTest(
    'user requests from the profile, the psychic accepts in the console, both write, the user ends, rates, and is charged exactly once',
    async ({ baseUrl, openPage, expect }) => {
      const consultant = await signInByApi(baseUrl, CONSULTANT_MOBILE);
      const { slug } = await consultantOf(consultant);

      const user = await signInByApi(baseUrl, '9000000801');
      await topUp(user, 100_000);
      const balanceBefore = (await walletEntries(user))[0]?.balanceAfter ?? 0;

      // Two browser contexts: the psychic at a desk, the user on a phone.
      const desk = await openPage({ viewport: 'desktop', localStorage: consultant.storage });
      await desk.goto('/console');
      await switchConsoleOnline(expect, desk);

      const phone = await openPage({ viewport: 'phone', localStorage: user.storage });
      await phone.goto(`/profile/${slug}`);
      await phone
        .getByTestId('chat-button')
        .filter({ visible: true })
        .first()
        .click({ timeout: UI_TIMEOUT_MS });
      await fillIntakeAndStart(phone);
      await phone.getByTestId('chat-waitlist').waitFor({ timeout: UI_TIMEOUT_MS });

      const card = desk.getByTestId('console-request').filter({ hasText: TEST_INTAKE.name });
      await card.waitFor({ timeout: UI_TIMEOUT_MS });
      await card.getByRole('button', { name: 'Accept' }).click();
      await desk.getByTestId('console-waiting-for-user').waitFor({ timeout: UI_TIMEOUT_MS });

      const ready = phone.getByTestId('chat-ready');
      await ready.waitFor({ timeout: UI_TIMEOUT_MS });
      // The accept toast shows (for 20 s unless closed) ...
      await phone.getByTestId('chat-accepted-toast').waitFor({ timeout: UI_TIMEOUT_MS });
      await ready.getByRole('button', { name: 'Start chatting' }).click();
      const room = phone.getByTestId('chat-room');
      await room.waitFor({ timeout: UI_TIMEOUT_MS });
      // ... and closes once the user is in the chat, instead of covering the message box.
      await phone
        .getByTestId('chat-accepted-toast')
        .waitFor({ state: 'detached', timeout: TOAST_GONE_MS });
      const consoleChat = desk.getByTestId('console-active-chat');
      await consoleChat.waitFor({ timeout: UI_TIMEOUT_MS });

      const question = 'Will my new job in Pune work out?';
      await room.getByTestId('chat-input').fill(question);
      await room.getByTestId('chat-input').press('Enter');
      await consoleChat.getByTestId('chat-message').filter({ hasText: question }).waitFor();
      const answer = 'The stars look kind to you this year, Mira.';
      await consoleChat.getByTestId('chat-input').fill(answer);
      await consoleChat.getByTestId('chat-input').press('Enter');
      await room.getByTestId('chat-message').filter({ hasText: answer }).waitFor();

      await phone.waitForTimeout(CHAT_SECONDS * 1000);
      // The cost so far runs beside the time left, and the header's balance goes down with it.
      const cost = room.getByTestId('chat-running-cost');
      await expect.poll(async () => paiseOf(await cost.textContent())).toBeGreaterThan(0);
      await expect
        .poll(async () => paiseOf(await phone.getByTestId('wallet-balance').textContent()))
        .toBeLessThan(balanceBefore);
      await room.getByTestId('chat-end').click();
      await phone.getByTestId('chat-end-confirm').click();
      const summary = phone.getByTestId('chat-summary');
      await summary.waitFor({ timeout: UI_TIMEOUT_MS });
      await desk.getByTestId('console-chat-ended').waitFor({ timeout: UI_TIMEOUT_MS });

      await summary.getByRole('radio', { name: '5 of 5 stars' }).check({ force: true });
      await summary.getByTestId('rating-review').fill('Calm and kind, thank you.');
      await summary.getByRole('button', { name: 'Send rating' }).click();
      await summary.getByTestId('rating-thanks').waitFor({ timeout: UI_TIMEOUT_MS });

      // The charge: the order's recorded seconds at its frozen rate, once, in the ledger.
      const history = await callApi(consultant, consoleHistoryCall, {});
      const order = history.orders.find((candidate) => candidate.intake?.name === TEST_INTAKE.name);
      if (order === undefined) throw new Error('the ended chat is not in the history');
      const detail = await orderOf(user, orderDetailCall, order.id);
      expect(detail.status).toBe('ended');
      expect(detail.endReason).toBe('user_ended');
      expect(detail.freeSeconds).toBe(0);
      const started = Date.parse(detail.startedAt ?? '');
      const ended = Date.parse(detail.endedAt ?? '');
      expect(detail.billedSeconds).toBe(Math.floor((ended - started) / 1000));
      expect(detail.billedSeconds).toBeGreaterThanOrEqual(CHAT_SECONDS);
      const amount = Math.floor((detail.billedSeconds * detail.ratePerMinute) / 60);
      expect(amount).toBeGreaterThan(0);
      expect(detail.amountCharged).toBe(amount);
      expect(detail.consultantEarnings).toBe(Math.floor((amount * 70) / 100));

      const entries = await walletEntries(user);
      const charges = entries.filter((e) => e.kind === 'chat_charge');
      expect(charges).toHaveLength(1);
      expect(charges[0]?.amount).toBe(-amount);
      expect(charges[0]?.referenceId).toBe(String(detail.id));
      expect(entries[0]?.balanceAfter).toBe(balanceBefore - amount);

      expect((await messagesOf(user, detail.id)).map((m) => [m.senderRole, m.text])).toEqual([
        ['user', question],
        ['consultant', answer],
      ]);
      expect(await summary.getByTestId('summary-amount').textContent()).toBe(rupees(amount));
      // The header's balance is the charged one, without a reload.
      await expect
        .poll(() => phone.getByTestId('wallet-balance').textContent())
        .toBe(rupees(balanceBefore - amount));

      // The user's wallet shows the same charge and balance.
      await phone.goto('/my-wallet');
      const row = phone.getByTestId('wallet-transaction').first();
      await row.waitFor({ timeout: UI_TIMEOUT_MS });
      const rowText = (await row.textContent()) ?? '';
      expect(rowText).toContain('Chat');
      expect(rowText).toContain(`−${rupees(amount)}`);
      await expect
        .poll(() => phone.getByTestId('wallet-page-balance').textContent())
        .toBe(rupees(balanceBefore - amount));
    },
  );
});

async function fillIntakeAndStart(page: Page): Promise<void> {
  await fillIntake(page);
  await page.getByTestId('intake-form').getByRole('button', { name: 'Start chat' }).click();
}
