import type { Locator } from 'playwright-core';
import { describe } from 'vitest';
import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import { E2E_ADMIN_MOBILE } from '../lib/admin-account';
import { paiseOf } from '../lib/amounts';
import { e2eTest } from '../lib/e2e-test';
import { endedPaidChat } from './admin-helpers';
import { JOURNEY_TIMEOUT_MS, UI_TIMEOUT_MS } from './auth-helpers';
import { signInByApi, walletEntries } from './chat-helpers';
import { uniqueMobile } from './auth-helpers';

const PROBLEM = 'The chat stopped after a few seconds and I was still charged.';
const REPLY = 'Sorry about that, we are checking the billing of this session now.';
const NOTE = 'Staff only: billed seconds look right, ask the psychic.';
const CAPTION = 'Here is the charge on my bank statement.';
/** A real 1×1 PNG, so the browser must decode what the server serves. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** How many pixels wide the browser decoded an image (0 until it loaded). */
function decodedWidth(image: Locator): Promise<number> {
  return image.evaluate((element) => (element as HTMLImageElement).naturalWidth);
}

describe('support', () => {
  e2eTest(
    'a user reports a problem from an order, staff reply live, the user answers with a picture staff see live and the user after a reload',
    async ({ baseUrl, openPage, expect }) => {
      const admin = await signInByApi(baseUrl, E2E_ADMIN_MOBILE);
      const { user, chatId, consultantId } = await endedPaidChat(baseUrl, admin, {
        displayName: `Support Tester ${Date.now().toString(36)}`,
        avatar: 'support-tester',
      });

      // The user, on a phone, from the order's detail.
      const page = await openPage({ viewport: 'phone', localStorage: user.storage });
      await page.goto(
        `/order-history/chat/${encodeAstroId(consultantId)}/${encodeAstroId(chatId)}`,
      );
      await page.getByTestId('report-problem').click({ timeout: UI_TIMEOUT_MS });
      const form = page.getByTestId('support-new-request');
      await form.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await form.getByTestId('support-linked').textContent()).toContain(`#${chatId}`);
      // Sending without a message explains and sends nothing.
      await form.getByRole('button', { name: 'Send request' }).click();
      await form.getByText('Please write a message.').waitFor();
      await form.getByLabel('What is it about?').selectOption('charged_wrongly');
      await form.getByLabel('Your message').fill(PROBLEM);
      await form.getByRole('button', { name: 'Send request' }).click();
      await page.waitForURL(/\/support\/\d+$/, { timeout: UI_TIMEOUT_MS });
      const conversationId = Number(new URL(page.url()).pathname.split('/').pop());
      const thread = page.getByTestId('support-thread');
      await thread.getByText(PROBLEM).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await thread.getByTestId('support-status').textContent()).toBe('Open');

      // Staff, in another browser, from the inbox.
      const staff = await openPage({ viewport: 'desktop', localStorage: admin.storage });
      await staff.goto('/admin?section=support');
      await staff
        .getByRole('button', { name: `Open conversation #${conversationId}` })
        .click({ timeout: UI_TIMEOUT_MS });
      const detail = staff.getByTestId('support-detail');
      await detail.getByText(PROBLEM).waitFor({ timeout: UI_TIMEOUT_MS });
      await detail.getByTestId('support-user-context').getByText(`#${chatId}`).first().waitFor();
      const box = detail.getByTestId('support-staff-reply');
      await box.getByRole('textbox').fill(NOTE);
      await box.getByRole('button', { name: 'Add as internal note' }).click();
      await detail.getByTestId('support-note').getByText(NOTE).waitFor({ timeout: UI_TIMEOUT_MS });
      // Emptied once the inbox has refetched after the note (longer than a poll's default second
      // when the machine is busy).
      await expect
        .poll(() => box.getByRole('textbox').inputValue(), { timeout: UI_TIMEOUT_MS })
        .toBe('');
      await box.getByRole('textbox').fill(REPLY);
      await box.getByRole('button', { name: 'Send reply' }).click();
      // The sent reply in the thread (the box may still hold its text for a moment).
      await detail
        .getByTestId('support-message')
        .filter({ hasText: REPLY })
        .waitFor({ timeout: UI_TIMEOUT_MS });

      // The user's open page shows the reply and the new status without a reload; never the note.
      await thread.getByText(REPLY).waitFor({ timeout: UI_TIMEOUT_MS });
      await expect
        .poll(() => thread.getByTestId('support-status').textContent(), {
          timeout: UI_TIMEOUT_MS,
        })
        .toBe('Waiting for you');
      expect(await thread.getByText(NOTE).count()).toBe(0);

      // The user answers with a picture and a caption: previewed, sent, shown in the thread.
      const reply = page.getByTestId('support-reply');
      await reply
        .getByTestId('support-image-input')
        .setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG });
      await reply.getByRole('img', { name: 'The image you are about to send' }).waitFor();
      await reply.getByRole('textbox').fill(CAPTION);
      await reply.getByRole('button', { name: 'Send', exact: true }).click();
      const sent = thread
        .getByTestId('support-message')
        .filter({ hasText: CAPTION })
        .getByTestId('support-image');
      await expect.poll(() => decodedWidth(sent), { timeout: UI_TIMEOUT_MS }).toBe(1);
      expect(await reply.getByTestId('support-image-preview').count()).toBe(0);

      // Staff see it arrive in the open conversation, and a tap opens it full size.
      const received = detail
        .getByTestId('support-message')
        .filter({ hasText: CAPTION })
        .getByTestId('support-image');
      await expect.poll(() => decodedWidth(received), { timeout: UI_TIMEOUT_MS }).toBe(1);
      await received.click();
      const full = staff.getByRole('dialog', { name: 'Image from the user' });
      await expect
        .poll(() => decodedWidth(full.getByTestId('support-image-full')), {
          timeout: UI_TIMEOUT_MS,
        })
        .toBe(1);
      await staff.keyboard.press('Escape');
      await full.waitFor({ state: 'detached' });

      // After a reload the picture is still in the user's thread.
      await page.reload();
      const kept = page
        .getByTestId('support-thread')
        .getByTestId('support-message')
        .filter({ hasText: CAPTION })
        .getByTestId('support-image');
      await expect.poll(() => decodedWidth(kept), { timeout: UI_TIMEOUT_MS }).toBe(1);

      await detail.getByTestId('support-status-toggle').click();
      await detail.getByRole('button', { name: 'Reopen' }).waitFor({ timeout: UI_TIMEOUT_MS });
    },
    JOURNEY_TIMEOUT_MS,
  );

  e2eTest(
    'an admin adds a support agent, who refunds part of the session and credits goodwill from the inbox; the user sees it all live',
    async ({ baseUrl, openPage, expect }) => {
      const admin = await signInByApi(baseUrl, E2E_ADMIN_MOBILE);
      const { user, chatId, consultantId, ended } = await endedPaidChat(baseUrl, admin, {
        displayName: `Agent Case ${Date.now().toString(36)}`,
        avatar: 'agent-case',
      });
      expect(ended.amountCharged).toBeGreaterThan(100);

      // The admin adds the agent in Settings → the Lumus team.
      const agentMobile = uniqueMobile('6');
      const adminPage = await openPage({ viewport: 'desktop', localStorage: admin.storage });
      await adminPage.goto('/admin?section=settings');
      const staff = adminPage.getByTestId('admin-staff');
      await staff.getByLabel('Mobile number').fill(agentMobile, { timeout: UI_TIMEOUT_MS });
      await staff.getByLabel('Name').fill('Riya Support');
      await staff.getByRole('button', { name: 'Add support agent' }).click();
      await staff.getByText('Riya Support', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });

      // The user reports the session from its order page and keeps the conversation open.
      const page = await openPage({ viewport: 'phone', localStorage: user.storage });
      await page.goto(
        `/order-history/chat/${encodeAstroId(consultantId)}/${encodeAstroId(chatId)}`,
      );
      await page.getByTestId('report-problem').click({ timeout: UI_TIMEOUT_MS });
      const form = page.getByTestId('support-new-request');
      await form.getByLabel('What is it about?').selectOption('charged_wrongly');
      await form.getByLabel('Your message').fill(PROBLEM);
      await form.getByRole('button', { name: 'Send request' }).click();
      await page.waitForURL(/\/support\/\d+$/, { timeout: UI_TIMEOUT_MS });
      const conversationId = Number(new URL(page.url()).pathname.split('/').pop());
      const thread = page.getByTestId('support-thread');
      const balanceBefore = paiseOf(await page.getByTestId('wallet-balance').textContent());

      // The agent sees the inbox and nothing else of the console.
      const agent = await signInByApi(baseUrl, agentMobile);
      const desk = await openPage({ viewport: 'desktop', localStorage: agent.storage });
      await desk.goto('/admin');
      const tabs = desk.getByRole('navigation', { name: 'Admin sections' });
      await tabs.getByRole('button', { name: 'Support' }).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await tabs.getByRole('button').count()).toBe(1);
      await desk.getByTestId('support-figures').waitFor({ timeout: UI_TIMEOUT_MS });
      await desk
        .getByRole('button', { name: `Open conversation #${conversationId}` })
        .click({ timeout: UI_TIMEOUT_MS });
      const detail = desk.getByTestId('support-detail');

      // A refund of one rupee, asked first, then a goodwill credit of five.
      const refund = detail.getByTestId('support-refund-form');
      await refund.getByLabel('Amount (₹)').fill('1', { timeout: UI_TIMEOUT_MS });
      await refund.getByLabel('Reason').fill('The psychic left early');
      await refund.getByRole('button', { name: 'Refund to the wallet' }).click();
      await refund.getByRole('button', { name: 'Yes, refund ₹1' }).click();
      await detail
        .getByText("₹1 went back to the user's wallet.")
        .waitFor({ timeout: UI_TIMEOUT_MS });
      const goodwill = detail.getByTestId('support-goodwill-form');
      await goodwill.getByLabel('Amount (₹)').fill('5');
      await goodwill.getByLabel('Reason (the audit log keeps it)').fill('Sorry for the trouble');
      await goodwill.getByRole('button', { name: 'Credit…' }).click();
      await goodwill.getByRole('button', { name: 'Yes, credit ₹5' }).click();
      await detail
        .getByTestId('support-goodwill-credits')
        .getByText(/₹5 by Riya Support/)
        .waitFor({ timeout: UI_TIMEOUT_MS });
      const box = detail.getByTestId('support-staff-reply');
      await box.getByRole('textbox').fill(REPLY);
      await box.getByRole('button', { name: 'Send reply' }).click();

      // The user's open page: the reply, the balance six rupees up, without a reload.
      await thread.getByText(REPLY).waitFor({ timeout: UI_TIMEOUT_MS });
      await expect
        .poll(async () => paiseOf(await page.getByTestId('wallet-balance').textContent()), {
          timeout: UI_TIMEOUT_MS,
        })
        .toBe(balanceBefore + 600);
      const kinds = (await walletEntries(user)).slice(0, 2).map((entry) => entry.kind);
      expect(kinds.sort()).toEqual(['goodwill', 'refund']);

      // In another tab the user has not read it: the menu marks the answer.
      const other = await openPage({ viewport: 'phone', localStorage: user.storage });
      await other.goto('/');
      await other.getByTestId('support-unread-dot').waitFor({ timeout: UI_TIMEOUT_MS });
      await other.getByTestId('profile-menu-button').click();
      expect(await other.getByTestId('support-unread-badge').textContent()).toBe('1');

      // Resolved by the agent: the user's page says so at once.
      await detail.getByTestId('support-status-toggle').click();
      await expect
        .poll(() => thread.getByTestId('support-status').textContent(), {
          timeout: UI_TIMEOUT_MS,
        })
        .toBe('Resolved');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
