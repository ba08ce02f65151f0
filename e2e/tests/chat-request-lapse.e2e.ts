import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { waitForAppAfterLoads } from '../lib/app-ready';
import { newAppContext } from '../lib/browser-context';
import { e2eTest } from '../lib/e2e-test';
import { startOwnServer, type OwnServer } from '../lib/own-server';
import { SCREENSHOT_DIR } from '../lib/paths';
import { UI_TIMEOUT_MS } from './auth-helpers';
import { TEST_INTAKE, consultantOf, signInByApi, topUp } from './chat-helpers';

/**
 * The lapse needs a short queue-token lifetime, which the run's shared server must not have (its
 * other chat tests wait for answers), so this file starts a server of its own with the shortest
 * QUEUE_TOKEN_TTL_SECONDS the server accepts.
 */
const TTL_SECONDS = 10;
const CONSULTANT_MOBILE = '9876500003';

let server: OwnServer | undefined;
beforeAll(async () => {
  server = await startOwnServer({
    QUEUE_TOKEN_TTL_SECONDS: String(TTL_SECONDS),
    CHAT_MIN_MINUTES: '2',
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

describe('a request nobody answers', () => {
  e2eTest(
    'counts down to its lapse, then says it expired instead of turning back into the form',
    { timeout: 120_000 },
    async ({ browser, expect }) => {
      if (server === undefined) throw new Error('no server');
      const { baseUrl } = server;
      const psychic = await signInByApi(baseUrl, CONSULTANT_MOBILE);
      const { slug } = await consultantOf(psychic);

      // The psychic's console is open and online, but nobody answers.
      const deskContext = await newAppContext(browser, baseUrl, {
        viewport: 'desktop',
        localStorage: psychic.storage,
      });
      const user = await signInByApi(baseUrl, '9000002601');
      await topUp(user, 100_000);
      const phoneContext = await newAppContext(browser, baseUrl, {
        viewport: 'phone',
        localStorage: user.storage,
      });
      try {
        const desk = await deskContext.newPage();
        waitForAppAfterLoads(desk);
        await desk.goto('/console');
        const status = desk.getByTestId('console-status');
        await status.waitFor({ timeout: UI_TIMEOUT_MS });
        const toggle = desk.getByRole('switch', { name: 'Available for chats' });
        if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
        await expect.poll(() => status.getAttribute('data-status')).toBe('online');

        const phone = await phoneContext.newPage();
        waitForAppAfterLoads(phone);
        await phone.goto(`/profile/${slug}`);
        await phone
          .getByTestId('chat-button')
          .filter({ visible: true })
          .first()
          .click({ timeout: UI_TIMEOUT_MS });
        const form = phone.getByTestId('intake-form');
        await form.waitFor({ timeout: UI_TIMEOUT_MS });
        await form.getByLabel('Name').fill(TEST_INTAKE.name);
        await form.getByLabel('Gender').selectOption(TEST_INTAKE.gender);
        await form.getByLabel('Date of birth').fill(TEST_INTAKE.birthDate);
        await form.getByLabel('Time of birth').fill(TEST_INTAKE.birthTime);
        await form.getByLabel('Place of birth').fill(TEST_INTAKE.birthPlace);
        await form.getByLabel('Place of birth').press('Escape');
        await form.getByRole('button', { name: 'Start chat' }).click();

        // The countdown starts at the server's lifetime (never above it) and runs down.
        const lapse = phone.getByTestId('waitlist-lapse');
        await lapse.waitFor({ timeout: UI_TIMEOUT_MS });
        const first = /in 0:(\d\d)\./.exec((await lapse.textContent()) ?? '');
        expect(Number(first?.[1])).toBeLessThanOrEqual(TTL_SECONDS);
        await expect
          .poll(async () => Number(/in 0:(\d\d)\./.exec((await lapse.textContent()) ?? '')?.[1]))
          .toBeLessThan(Number(first?.[1]));

        // No answer: the request lapses and the page says so, with nothing charged.
        const outcome = phone.getByTestId('request-outcome');
        await outcome.waitFor({ timeout: 60_000 });
        expect(await outcome.getAttribute('data-status')).toBe('expired');
        expect(await phone.getByTestId('request-outcome-text').textContent()).toBe(
          'Your request expired before the chat started. Nothing was charged.',
        );
        expect(await phone.getByTestId('intake-form').count()).toBe(0);
        await phone.getByTestId('request-alternatives').waitFor();
      } catch (error) {
        mkdirSync(SCREENSHOT_DIR, { recursive: true });
        for (const [index, page] of [...phoneContext.pages(), ...deskContext.pages()].entries()) {
          await page.screenshot({ path: join(SCREENSHOT_DIR, `request-lapse-${index}.png`) });
        }
        throw error;
      } finally {
        await phoneContext.close();
        await deskContext.close();
      }
    },
  );
});
