import { describe } from 'vitest';
import { orderHistoryCall, npsScoreCall } from '@lumus/contract/chat/chat-calls';
import { callRoomPagePath } from '@lumus/contract/push/push-pages';
import { callTest } from '../lib/call-test';
import { inboundGrowth, waitForAudioBothWays } from '../lib/peer-stats';
import { UI_TIMEOUT_MS, uniqueMobile } from './auth-helpers';
import { TEST_INTAKE, callApi, signInByApi, topUp } from './chat-helpers';
import {
  balanceOf,
  newCallPsychic,
  durationText,
  expectExactCharge,
  openOrder,
  rupees,
  sleep,
} from './call-helpers';
import {
  acceptAndJoin,
  clockSeconds,
  endCallAsUser,
  incomingCall,
  openCallConsole,
  requestCallFromProfile,
  waitForCallWaiting,
} from './call-page-helpers';

describe('a voice call, Call button to rating', () => {
  callTest(
    'the console rings and answers, both hear the tone, mute holds it, End bills the exact seconds',
    { timeout: 150_000 },
    async ({ baseUrl, openCallPage, expect }) => {
      const psychic = await newCallPsychic(baseUrl, 'Asha Callflow', { switchOn: false });
      const user = await signInByApi(baseUrl, uniqueMobile('8'));
      await topUp(user, 100_000);
      const balanceBefore = await balanceOf(user);

      // The psychic at the console, switched on for calls there.
      const desk = await openCallPage({
        viewport: 'desktop',
        localStorage: psychic.session.storage,
      });
      await openCallConsole(expect, desk);

      // Call button on the profile -> intake -> microphone -> waiting screen.
      const page = await openCallPage({ viewport: 'phone', localStorage: user.storage });
      await requestCallFromProfile(page, psychic.slug);
      await waitForCallWaiting(page);
      const request = await openOrder(user);
      if (request === null) throw new Error('no call request was created');
      expect(request.kind).toBe('call');
      expect(request.ratePerMinute).toBe(psychic.callPrice);
      const chatId = request.id;

      // The console rings with the intake; Accept; the user joins; both connect.
      const card = await incomingCall(desk);
      expect(await card.textContent()).toContain(TEST_INTAKE.name);
      await acceptAndJoin(page, desk);
      const connectedAt = Date.now();
      await page.waitForURL(
        (url) => url.pathname === callRoomPagePath(psychic.consultantId, chatId),
      );

      // The tone is heard both ways: bytes arrive and the pages play them (energy above zero).
      const flows = await waitForAudioBothWays([page, desk], { minPackets: 50 });
      for (const flow of flows) {
        expect(flow.inboundBytes).toBeGreaterThan(0);
        expect(flow.inboundEnergy).toBeGreaterThan(0);
      }
      const remote = page.getByTestId('call-remote-audio');
      expect(
        await remote.evaluate(
          (audio: HTMLAudioElement) => !audio.paused && audio.srcObject !== null,
        ),
      ).toBe(true);

      // The timer runs; the remaining time and the running cost are shown.
      const timer = page.getByTestId('call-timer');
      const firstTick = clockSeconds(await timer.textContent());
      expect(firstTick).toBeGreaterThanOrEqual(0);
      await expect
        .poll(async () => clockSeconds(await timer.textContent()), { timeout: 5_000 })
        .toBeGreaterThan(firstTick);
      expect(clockSeconds(await page.getByTestId('call-remaining').textContent())).toBeGreaterThan(
        60,
      );
      expect(await page.getByTestId('call-running-cost').textContent()).toMatch(/₹\d/);

      // Mute: the psychic stops hearing the tone (energy stops growing); unmute brings it back.
      const heard = await inboundGrowth(desk, 1_000);
      expect(heard.energy).toBeGreaterThan(0);
      const mute = page.getByTestId('call-mute');
      await mute.click();
      await expect.poll(() => mute.getAttribute('aria-pressed')).toBe('true');
      await sleep(500);
      expect((await inboundGrowth(desk, 1_000)).energy).toBeLessThan(heard.energy / 10);
      await mute.click();
      await expect.poll(() => mute.getAttribute('aria-pressed')).toBe('false');
      await expect
        .poll(async () => (await inboundGrowth(desk, 500)).energy, { timeout: 5_000 })
        .toBeGreaterThan(heard.energy / 6);

      // Speaker volume: the slider's ends turn the remote audio off and full on.
      const volume = page.getByTestId('call-volume');
      await volume.fill((await volume.getAttribute('min')) ?? '0');
      await expect.poll(() => remote.evaluate((audio: HTMLAudioElement) => audio.volume)).toBe(0);
      await volume.fill((await volume.getAttribute('max')) ?? '100');
      await expect.poll(() => remote.evaluate((audio: HTMLAudioElement) => audio.volume)).toBe(1);

      // End -> summary with the exact charge -> rating -> NPS.
      const endedAt = Date.now();
      await endCallAsUser(page);
      const order = await expectExactCharge(expect, user, chatId, balanceBefore);
      expect(order.endReason).toBe('user_ended');
      expect(order.amountCharged).toBeGreaterThan(0);
      // Billed by the server's clock from both connected to End; the pages saw the same span.
      expect(Math.abs(order.billedSeconds - (endedAt - connectedAt) / 1000)).toBeLessThanOrEqual(2);
      const summary = page.getByTestId('call-summary');
      expect(await summary.getByTestId('summary-amount').textContent()).toBe(
        rupees(order.amountCharged),
      );
      expect(await summary.getByTestId('summary-duration').textContent()).toMatch(
        /^\d+ min \d+ s$/,
      );
      await summary.locator('label', { hasText: '5 of 5 stars' }).click();
      await page.getByTestId('rating-review').fill('Clear voice, kind words.');
      await summary.getByRole('button', { name: 'Send rating' }).click();
      await page.getByTestId('rating-thanks').waitFor({ timeout: UI_TIMEOUT_MS });
      await summary.locator('label', { hasText: /^9$/ }).click();
      await page.getByTestId('nps-submit').click();
      await page.getByTestId('nps-thanks').waitFor({ timeout: UI_TIMEOUT_MS });
      expect((await callApi(user, npsScoreCall, {})).score).toBe(9);

      // The order history lists the call with its duration and amount.
      const history = await callApi(user, orderHistoryCall, {});
      const item = history.items.find((entry) => entry.chatId === chatId);
      expect(item?.amountCharged).toBe(order.amountCharged);
      expect(item?.rating).toBe(5);
      await page.goto('/order-history');
      const row = page.locator(`[data-testid=history-row][data-chat-id="${chatId}"]`);
      await row.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await row.getByTestId('history-amount').textContent()).toBe(
        rupees(order.amountCharged),
      );
      expect(await row.textContent()).toContain(durationText(item?.durationSeconds ?? -1));
    },
  );
});
