import { describe } from 'vitest';
import { cancelQueueTokenCall, orderHistoryCall } from '@lumus/contract/chat/chat-calls';
import { callTest } from '../lib/call-test';
import { UI_TIMEOUT_MS, uniqueMobile } from './auth-helpers';
import { callApi, requestChat, signInByApi, topUp } from './chat-helpers';
import { balanceOf, newCallPsychic, openOrder } from './call-helpers';
import { requestCallFromProfile } from './call-page-helpers';
import { openConsoleOnline } from './chat-page-helpers';

describe('a call without a microphone', () => {
  callTest(
    'microphone denied: a clear message, no request created, nothing charged',
    { timeout: 90_000 },
    async ({ baseUrl, openPage, openAskingPage, expect }) => {
      // The psychic is at the console (present and online), so the Call button is live.
      const psychic = await newCallPsychic(baseUrl, 'Bina Nomic');
      await openConsoleOnline(expect, openPage, psychic.session);
      const user = await signInByApi(baseUrl, uniqueMobile('8'));
      await topUp(user, 100_000);
      const balanceBefore = await balanceOf(user);

      // No fake permission UI and no microphone grant: getUserMedia fails with NotAllowedError.
      const page = await openAskingPage({ viewport: 'phone', localStorage: user.storage });
      await requestCallFromProfile(page, psychic.slug);
      const problem = page.getByTestId('microphone-problem');
      await problem.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(((await problem.textContent()) ?? '').toLowerCase()).toContain('microphone');
      expect(await page.getByTestId('call-waiting').count()).toBe(0);

      // Nothing was created: no open request, no order, the same balance; a chat may start now.
      expect(await openOrder(user)).toBeNull();
      expect((await callApi(user, orderHistoryCall, {})).items).toEqual([]);
      expect(await balanceOf(user)).toBe(balanceBefore);
      const chatId = await requestChat(user, psychic.consultantId);
      // Withdrawn again, so the psychic's queue is empty for the next test.
      expect((await callApi(user, cancelQueueTokenCall, { chatId })).status).toBe('cancelled');
    },
  );
});
