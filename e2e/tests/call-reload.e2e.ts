import { describe } from 'vitest';
import { callTest } from '../lib/call-test';
import { peerCount, waitForAudioBothWays, waitForAudioGrowing } from '../lib/peer-stats';
import { uniqueMobile } from './auth-helpers';
import { signInByApi, topUp } from './chat-helpers';
import { balanceOf, expectExactCharge, newCallPsychic, orderById } from './call-helpers';
import { connectCall, endCallAsUser, openCallConsole, waitForCallState } from './call-page-helpers';

describe('a reload during a call', () => {
  callTest(
    "reloading the user's page, then the console, rejoins the call and the audio flows again",
    { timeout: 120_000 },
    async ({ baseUrl, openCallPage, expect }) => {
      const psychic = await newCallPsychic(baseUrl, 'Charu Reload');
      const user = await signInByApi(baseUrl, uniqueMobile('8'));
      await topUp(user, 100_000);
      const balanceBefore = await balanceOf(user);
      const desk = await openCallPage({
        viewport: 'desktop',
        localStorage: psychic.session.storage,
      });
      await openCallConsole(expect, desk);
      const page = await openCallPage({ viewport: 'phone', localStorage: user.storage });
      const { chatId } = await connectCall(page, desk, user, psychic.slug);

      // The user's page reloads: it rejoins the same call on a new peer connection.
      const callUrl = page.url();
      await page.reload();
      expect(page.url()).toBe(callUrl);
      await waitForCallState(page, 'user', 'connected');
      await waitForCallState(desk, 'console', 'connected');
      expect(await peerCount(page)).toBe(1);
      await waitForAudioBothWays([page, desk], { minPackets: 50 });
      await waitForAudioGrowing([page, desk]);
      expect((await orderById(user, chatId)).status).toBe('active');

      // The console reloads: its call panel comes back and the audio flows again.
      await desk.reload();
      await waitForCallState(desk, 'console', 'connected');
      await waitForCallState(page, 'user', 'connected');
      await waitForAudioGrowing([page, desk]);

      await endCallAsUser(page);
      const order = await expectExactCharge(expect, user, chatId, balanceBefore);
      expect(order.endReason).toBe('user_ended');
    },
  );
});
