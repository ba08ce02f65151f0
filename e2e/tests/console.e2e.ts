import type { Page } from 'playwright-core';
import { describe, type ExpectStatic } from 'vitest';
import {
  consoleQueueCall,
  userAcceptOrderCall,
  orderDetailCall,
  fillIntakeFormCall,
} from '@lumus/contract/chat/chat-calls';
import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import { e2eTest } from '../lib/e2e-test';
import { pageTitle } from '../lib/spec-routes';
import { UI_TIMEOUT_MS, storageValue, verifyIndianNumber } from './auth-helpers';
import {
  TEST_INTAKE,
  callApi,
  consultantOf,
  connectSocket,
  messagesOf,
  orderOf,
  requestChat,
  signInByApi,
  topUp,
  type ApiSession,
  type ChatClientSocket,
} from './chat-helpers';

/** The fifth demo psychic's console number (README); the two-user test uses the fourth. */
const CONSULTANT_MOBILE = '9876500005';

/** Signs the psychic in on /console through the phone popup; returns their API session. */
async function signInOnConsole(
  expect: ExpectStatic,
  page: Page,
  baseUrl: string,
  mobile: string,
): Promise<ApiSession> {
  await page.goto('/console');
  await page
    .getByTestId('console-sign-in')
    .getByRole('button', { name: 'Sign in' })
    .click({ timeout: UI_TIMEOUT_MS });
  await page.getByRole('dialog', { name: 'Continue with phone' }).waitFor();
  await verifyIndianNumber(expect, page, baseUrl, mobile);
  // A psychic account counts as registered: no customer registration dialog after the code.
  await page
    .getByRole('dialog', { name: 'Continue with phone' })
    .waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
  expect(await page.getByRole('dialog', { name: 'Welcome to Lumus!' }).count()).toBe(0);
  // A sign-in asked for on the console lands back on the console (issue 25), not on home.
  await page.getByTestId('console-status').waitFor({ timeout: UI_TIMEOUT_MS });
  expect(new URL(page.url()).pathname).toBe('/console');
  const token = await storageValue(page, 'jwt_token');
  const userData = await storageValue(page, 'userData');
  const user = JSON.parse(userData ?? '{}') as { id?: number };
  if (token === null || userData === null || user.id === undefined) {
    throw new Error('no session after sign-in');
  }
  return { baseUrl, token, userId: user.id, storage: { jwt_token: token, userData } };
}

/** Switches the psychic online unless they already are. */
async function goOnline(expect: ExpectStatic, page: Page): Promise<void> {
  const status = page.getByTestId('console-status');
  await status.waitFor({ timeout: UI_TIMEOUT_MS });
  const toggle = page.getByRole('switch', { name: 'Available for chats' });
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  await expect.poll(() => status.getAttribute('data-status')).toBe('online');
}

function nextMessage(socket: ChatClientSocket, text: string): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: { text: string }) => {
      if (message.text !== text) return;
      socket.off('chat:message', onMessage);
      resolve();
    };
    socket.on('chat:message', onMessage);
  });
}

describe('consultant console', () => {
  e2eTest(
    'asks a visitor to sign in and tells a user account it is for psychics, in both languages',
    async ({ baseUrl, openPage, expect }) => {
      const guest = await openPage({ viewport: 'phone' });
      await guest.goto('/console');
      await guest.getByTestId('console-sign-in').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await guest.title()).toBe(pageTitle('Consultant Console'));
      await guest.goto('/de/console');
      await guest.getByTestId('console-sign-in').waitFor({ timeout: UI_TIMEOUT_MS });
      await expect.poll(() => guest.title()).toBe('Berater-Konsole | Lumus');

      const user = await signInByApi(baseUrl, '9000000601');
      const page = await openPage({ viewport: 'phone', localStorage: user.storage });
      await page.goto('/console');
      const notice = page.getByTestId('console-not-consultant');
      await notice.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await notice.textContent()).toContain('This console is for Lumus psychics');
    },
  );

  e2eTest(
    'the psychic goes online, a request arrives live, is accepted, both write, the psychic ends',
    async ({ baseUrl, openPage, expect }) => {
      const page = await openPage({ viewport: 'desktop' });
      const consultant = await signInOnConsole(expect, page, baseUrl, CONSULTANT_MOBILE);
      await goOnline(expect, page);
      // A second tab of the same psychic (on a phone) must stay in step with the first.
      const other = await openPage({ viewport: 'phone', localStorage: consultant.storage });
      await other.goto('/console');
      await other.getByTestId('console-status').waitFor({ timeout: UI_TIMEOUT_MS });
      const { consultantId } = await callApi(consultant, consoleQueueCall, {});

      const user = await signInByApi(baseUrl, '9000000602');
      await topUp(user, 100_000);
      const chatId = await requestChat(user, consultantId);

      // Pushed over the socket: the page is not reloaded and its poll is far slower than this.
      const card = page.locator(`[data-testid=console-request][data-chat-id="${chatId}"]`);
      await card.waitFor({ timeout: 10_000 });
      const details = (await card.textContent()) ?? '';
      expect(details).toContain(TEST_INTAKE.name);
      expect(details).toContain(TEST_INTAKE.birthPlace);
      expect(details).toContain('14 July 1991');
      expect(details).toContain(TEST_INTAKE.birthTime);
      expect(details).toMatch(/Waiting \d+:\d\d/);
      const otherCard = other.locator(`[data-testid=console-request][data-chat-id="${chatId}"]`);
      await otherCard.waitFor({ timeout: 10_000 });
      await card.getByRole('button', { name: 'Accept' }).click();
      await page.getByTestId('console-waiting-for-user').waitFor({ timeout: UI_TIMEOUT_MS });
      await other.getByTestId('console-waiting-for-user').waitFor({ timeout: 10_000 });
      expect(await otherCard.count()).toBe(0);

      const socket = await connectSocket(user);
      try {
        await orderOf(user, userAcceptOrderCall, chatId);
        const joined = await socket.emitWithAck('chat:join', { chatId });
        expect(joined.ok).toBe(true);

        const chat = page.getByTestId('console-active-chat');
        await chat.waitFor({ timeout: UI_TIMEOUT_MS });
        await expect
          .poll(() => page.getByTestId('console-status').getAttribute('data-status'))
          .toBe('busy');
        expect(await chat.getByTestId('intake-details').textContent()).toContain('Kolkata');

        const greeting = 'Namaste Mira, how can I help tonight?';
        const received = nextMessage(socket, greeting);
        await chat.getByTestId('chat-input').fill(greeting);
        await chat.getByTestId('chat-input').press('Enter');
        await received;

        const reply = 'Thank you, I have a question about my career.';
        const sent = await socket.emitWithAck('chat:send', {
          chatId,
          clientId: 'e2e-user-1',
          text: reply,
        });
        expect(sent.ok).toBe(true);
        await chat.getByTestId('chat-message').filter({ hasText: reply }).waitFor();
        const otherChat = other.getByTestId('console-active-chat');
        await otherChat.getByTestId('chat-message').filter({ hasText: reply }).waitFor();
        await otherChat.getByTestId('chat-message').filter({ hasText: greeting }).waitFor();

        await chat.getByTestId('console-end-chat').click();
        const confirm = page.getByRole('dialog', { name: 'End this chat?' });
        await confirm.getByRole('button', { name: 'End chat' }).click();
        await page.getByTestId('console-chat-ended').waitFor({ timeout: UI_TIMEOUT_MS });
        // The other tab had the chat open too (its own join) and sees it end.
        await other.getByTestId('console-chat-ended').waitFor({ timeout: UI_TIMEOUT_MS });
      } finally {
        socket.disconnect();
      }

      const ended = await orderOf(user, orderDetailCall, chatId);
      expect(ended.status).toBe('ended');
      expect(ended.endReason).toBe('consultant_left_early');
      expect((await messagesOf(user, chatId)).map((m) => [m.senderRole, m.text])).toEqual([
        ['consultant', 'Namaste Mira, how can I help tonight?'],
        ['user', 'Thank you, I have a question about my career.'],
      ]);
      await expect
        .poll(() => page.getByTestId('console-status').getAttribute('data-status'))
        .toBe('online');

      // The past chat is listed and can be read again.
      await page.getByRole('button', { name: 'History & earnings' }).click();
      const row = page.locator(`[data-testid=console-history-row][data-chat-id="${chatId}"]`);
      await row.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await row.textContent()).toContain(TEST_INTAKE.name);
      await row.getByRole('button', { name: `Read the chat with ${TEST_INTAKE.name}` }).click();
      const transcript = page.getByTestId('console-transcript');
      await transcript.getByTestId('chat-message').nth(1).waitFor();
      expect(await transcript.getByTestId('chat-message').allTextContents()).toHaveLength(2);
    },
  );
  e2eTest(
    "the intake sends the chosen suggestion's place id, and none once the place is typed again",
    async ({ baseUrl, openPage, expect }) => {
      const { consultantId } = await consultantOf(await signInByApi(baseUrl, CONSULTANT_MOBILE));
      const user = await signInByApi(baseUrl, '9000000604');
      const phone = await openPage({ viewport: 'phone', localStorage: user.storage });
      /** Fills the intake, picks Pune, types `extra` after it, and returns what was sent. */
      const submit = async (extra: string) => {
        await phone.goto(`/chat-with-psychic/intake-form/${encodeAstroId(consultantId)}`);
        const form = phone.getByTestId('intake-form');
        await form.waitFor({ timeout: UI_TIMEOUT_MS });
        await form.getByLabel('Name').fill('Meera Joshi');
        await form.getByLabel('Gender').selectOption('FEMALE');
        await form.getByLabel('Date of birth').fill('1990-04-12');
        await form.getByLabel('Time of birth').fill('06:30');
        const place = form.getByRole('combobox', { name: 'Place of birth' });
        await place.fill('Pune');
        await form
          .getByRole('option')
          .filter({ hasText: 'Maharashtra' })
          .first()
          .click({ timeout: UI_TIMEOUT_MS });
        if (extra !== '') {
          await place.press('End');
          await place.pressSequentially(extra);
          await place.press('Escape');
        }
        const sent = phone.waitForRequest((request) =>
          request.url().includes(fillIntakeFormCall.path),
        );
        await form.getByRole('button', { name: 'Start chat' }).click();
        return (await sent).postDataJSON() as { birthPlace: string; placeId?: number };
      };

      const chosen = await submit('');
      expect(chosen.birthPlace).toBe('Pune, Maharashtra, India');
      expect(typeof chosen.placeId).toBe('number');
      const retyped = await submit(' city');
      expect(retyped.birthPlace).toBe('Pune, Maharashtra, India city');
      expect(retyped.placeId).toBeUndefined();
    },
  );
  e2eTest(
    'the psychic sees the birth chart of an intake whose place was chosen from the suggestions',
    async ({ baseUrl, openPage, expect }) => {
      const consultant = await signInByApi(baseUrl, CONSULTANT_MOBILE);
      const { slug } = await consultantOf(consultant);
      const desk = await openPage({ viewport: 'desktop', localStorage: consultant.storage });
      await desk.goto('/console');
      await goOnline(expect, desk);

      // The user fills the intake on a phone and picks Kolkata from the place suggestions.
      const user = await signInByApi(baseUrl, '9000000603');
      await topUp(user, 100_000);
      const phone = await openPage({ viewport: 'phone', localStorage: user.storage });
      await phone.goto(`/profile/${slug}`);
      await phone
        .getByTestId('chat-button')
        .filter({ visible: true })
        .first()
        .click({ timeout: UI_TIMEOUT_MS });
      const form = phone.getByTestId('intake-form');
      await form.waitFor({ timeout: UI_TIMEOUT_MS });
      await form.getByLabel('Name').fill('Ravi Das');
      await form.getByLabel('Gender').selectOption('MALE');
      await form.getByLabel('Date of birth').fill('1985-02-03');
      await form.getByLabel('Time of birth').fill('07:20');
      await form.getByRole('combobox', { name: 'Place of birth' }).fill('Kolkata');
      const suggestion = form.getByRole('option').filter({ hasText: 'West Bengal' }).first();
      await suggestion.click({ timeout: UI_TIMEOUT_MS });
      await form.getByRole('button', { name: 'Start chat' }).click();
      await phone.getByTestId('chat-waitlist').waitFor({ timeout: UI_TIMEOUT_MS });

      const card = desk.getByTestId('console-request').filter({ hasText: 'Ravi Das' });
      await card.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await card.textContent()).toContain('Kolkata, West Bengal, India');
      // A request card keeps the chart folded until the psychic asks for it.
      const toggle = card.getByRole('button', { name: 'Birth chart' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await card.getByTestId('planet-table').count()).toBe(0);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await card.getByTestId('north-indian-chart').waitFor({ timeout: UI_TIMEOUT_MS });
      const table = card.getByTestId('planet-table');
      expect(await table.getByRole('row').count()).toBe(11);
      expect(await card.textContent()).toContain('Asia/Kolkata (UTC+05:30)');

      // What the card drew is the chart the server cast for that place.
      const queued = (await callApi(consultant, consoleQueueCall, {})).orders.find(
        (order) => order.intake?.name === 'Ravi Das',
      );
      expect(queued?.intake?.chart?.place).toMatchObject({
        name: 'Kolkata',
        timeZone: 'Asia/Kolkata',
      });

      await card.getByRole('button', { name: 'Decline' }).click();
      // Decline asks why first (decision 037).
      await card.getByRole('radio', { name: 'I am busy right now' }).check();
      await card.getByTestId('decline-confirm').click();
      await card.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    },
  );
});
