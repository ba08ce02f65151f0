import { describe } from 'vitest';
import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import { E2E_ADMIN_MOBILE } from '../lib/admin-account';
import { e2eTest } from '../lib/e2e-test';
import { endedPaidChat } from './admin-helpers';
import { UI_TIMEOUT_MS } from './auth-helpers';
import { signInByApi } from './chat-helpers';

const PROBLEM = 'The chat stopped after a few seconds and I was still charged.';
const REPLY = 'Sorry about that, we are checking the billing of this session now.';
const NOTE = 'Staff only: billed seconds look right, ask the psychic.';

describe('support', () => {
  e2eTest(
    'a user reports a problem from an order, staff reply, the user sees the reply live',
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
      await expect.poll(() => box.getByRole('textbox').inputValue()).toBe('');
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

      await detail.getByTestId('support-status-toggle').click();
      await detail.getByRole('button', { name: 'Reopen' }).waitFor({ timeout: UI_TIMEOUT_MS });
    },
  );
});
