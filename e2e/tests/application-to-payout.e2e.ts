import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  consoleAcceptCall,
  endChatCall,
  userAcceptOrderCall,
} from '@lumus/contract/chat/chat-calls';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { E2E_ADMIN_MOBILE } from '../lib/admin-account';
import { newAppContext, type ContextOptions } from '../lib/browser-context';
import { e2eTest, screenshotAll } from '../lib/e2e-test';
import { startOwnServer, type OwnServer } from '../lib/own-server';
import { UI_TIMEOUT_MS, uniqueMobile } from './auth-helpers';
import { submitApplication } from './application-helpers';
import { callApi, consultantOf, requestChat, signInByApi, topUp } from './chat-helpers';

/**
 * A batch pays only a period that is over (decision 038), and the chat of this test happens today.
 * So the file runs its own server whose payout calls see the clock a day ahead
 * (PAYOUT_CLOCK_OFFSET_HOURS, test only, decision 048): the operator's form then suggests a
 * period ending today. A minimum of 0 lets a few seconds' earnings be paid.
 */
let server: OwnServer | undefined;
beforeAll(async () => {
  server = await startOwnServer({ PAYOUT_CLOCK_OFFSET_HOURS: '24', PAYOUT_MINIMUM_MINOR: '0' });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

/** Accepts every `window.confirm` of the page and keeps what it asked. */
function acceptConfirms(page: Page): string[] {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  return asked;
}

async function downloadText(page: Page, click: () => Promise<void>): Promise<[Download, Buffer]> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  // The browser runs as a server: the file is copied here rather than read where it landed.
  const dir = mkdtempSync(join(tmpdir(), 'lumus-download-'));
  try {
    const path = join(dir, download.suggestedFilename());
    await download.saveAs(path);
    return [download, readFileSync(path)];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('from an application to the first payout', () => {
  e2eTest(
    'a psychic applies, is sent back once, approved, earns from a chat and is paid in a batch',
    { timeout: 240_000 },
    async ({ browser, expect, task }) => {
      if (server === undefined) throw new Error('no server');
      const { baseUrl } = server;
      const contexts: Awaited<ReturnType<typeof newAppContext>>[] = [];
      const open = async (options: ContextOptions) => {
        const context = await newAppContext(browser, baseUrl, options);
        contexts.push(context);
        return context.newPage();
      };
      try {
        // The applicant applies with an ID document and a photo.
        const applicant = await signInByApi(baseUrl, uniqueMobile('6'));
        const page = await open({ viewport: 'phone', localStorage: applicant.storage });
        const name = `Nila Verma ${Date.now().toString(36)}`;
        expect(
          await submitApplication(page, {
            name,
            about: 'Vedic astrologer for ten years; careful readings about work and family.',
            speciality: 'Vedic',
            years: '10',
            price: '60',
            sample:
              'Saturn is asking you for patience, not giving up. Let us look at your tenth house.',
          }),
        ).toBe('submitted');

        // The operator asks for changes: the reason is required, and the step is confirmed.
        const admin = await signInByApi(baseUrl, E2E_ADMIN_MOBILE);
        const desk = await open({ viewport: 'desktop', localStorage: admin.storage });
        await desk.goto('/admin?section=applications');
        const openApplication = () =>
          desk
            .getByRole('button', { name: `Open the application of ${name}` })
            .click({ timeout: UI_TIMEOUT_MS });
        await openApplication();
        const detail = desk.getByTestId('application-detail');
        await detail.getByRole('button', { name: 'Request changes' }).click();
        const question = desk.getByRole('alertdialog');
        await question
          .getByText(`Send ${name} back for changes with your note?`)
          .waitFor({ timeout: UI_TIMEOUT_MS });
        await question.getByRole('button', { name: 'Request changes' }).click();
        await question.getByRole('alert').waitFor({ timeout: UI_TIMEOUT_MS });
        expect(await desk.getByText(`${name} was asked for changes.`).count()).toBe(0);
        await question.getByRole('button', { name: 'Cancel' }).click();
        const note = 'Please name the tradition you trained in.';
        await detail.getByLabel('Reason or note for the applicant').fill(note);
        await detail.getByRole('button', { name: 'Request changes' }).click();
        await desk
          .getByRole('alertdialog')
          .getByRole('button', { name: 'Request changes' })
          .click();
        await desk.getByText(`${name} was asked for changes.`).waitFor({ timeout: UI_TIMEOUT_MS });

        // The applicant reads the note and sends the application again.
        await page.reload();
        await expect
          .poll(() => page.getByTestId('application-status').getAttribute('data-status'), {
            timeout: UI_TIMEOUT_MS,
          })
          .toBe('changes_requested');
        expect(await page.getByTestId('review-note').textContent()).toContain(note);
        const again = page.getByTestId('application-form');
        await again
          .getByLabel('About you')
          .fill('Vedic astrologer for ten years, trained in the Parashari tradition in Varanasi.');
        await again.getByRole('checkbox', { name: /I have read and accept/ }).check();
        await again.getByRole('button', { name: 'Submit application' }).click();
        await expect
          .poll(() => page.getByTestId('application-status').getAttribute('data-status'), {
            timeout: UI_TIMEOUT_MS,
          })
          .toBe('submitted');

        // The operator approves (confirmed).
        await desk.goto('/admin?section=applications');
        await openApplication();
        await detail.getByRole('button', { name: 'Approve' }).click();
        await desk.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
        await desk
          .getByText(`${name} was approved and is now a psychic.`)
          .waitFor({ timeout: UI_TIMEOUT_MS });

        // The new psychic signs in to the console with the same account and goes online.
        await page.goto('/console');
        const consoleStatus = page.getByTestId('console-status');
        await consoleStatus.waitFor({ timeout: UI_TIMEOUT_MS });
        const toggle = page.getByRole('switch', { name: 'Available for chats' });
        if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
        await expect
          .poll(() => consoleStatus.getAttribute('data-status'), { timeout: UI_TIMEOUT_MS })
          .toBe('online');

        // A user has a paid chat with them (₹60 a minute: a few seconds earn something).
        const { consultantId } = await consultantOf(applicant);
        const user = await signInByApi(baseUrl, uniqueMobile('7'));
        await topUp(user, 50_000);
        const chatId = await requestChat(user, consultantId);
        await callApi(applicant, consoleAcceptCall, { chatId });
        await callApi(user, userAcceptOrderCall, { chatId });
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        const ended = await callApi(user, endChatCall, { chatId });
        expect(ended.consultantEarnings).toBeGreaterThan(0);

        // The psychic sets a UPI payout method.
        await page.goto('/console/earnings');
        const method = page.getByTestId('payout-method-form');
        await method.waitFor({ timeout: UI_TIMEOUT_MS });
        await method.getByLabel('Pay me by').selectOption('upi');
        await method.getByLabel("Account holder's name").fill('Nila Verma');
        await method.getByLabel('UPI id').fill('nila@okaxis');
        await method.getByRole('button', { name: 'Save payout method' }).click();
        await method.getByText('Saved.').waitFor({ timeout: UI_TIMEOUT_MS });

        // The operator runs the batch (confirmed), downloads the bank file and marks it paid.
        const asked = acceptConfirms(desk);
        await desk.goto('/admin/payouts');
        await desk
          .getByRole('button', { name: 'Run payout batch' })
          .click({ timeout: UI_TIMEOUT_MS });
        const batch = desk.getByTestId('payout-batch').first();
        await batch.getByText('waiting for the bank').waitFor({ timeout: UI_TIMEOUT_MS });
        expect(asked[0]).toMatch(/^Pay every psychic owed at least the minimum for/);
        const [bankFile, bankBytes] = await downloadText(desk, () =>
          batch.getByRole('button', { name: 'Bank file (CSV)' }).click(),
        );
        expect(bankFile.suggestedFilename()).toMatch(/\.csv$/);
        const bankText = bankBytes.toString('utf8');
        expect(bankText).toContain('UPI');
        expect(bankText).toContain('nila@okaxis');
        expect(bankText).toMatch(/LUMUS-P\d+/);
        await batch.getByRole('button', { name: 'Mark paid' }).click();
        await batch.getByText('· paid').waitFor({ timeout: UI_TIMEOUT_MS });
        expect(asked[1]).toMatch(/^Mark batch \d+ paid \(/);

        // The psychic sees the payout and downloads the statement.
        await page.reload();
        const payouts = page.getByTestId('payouts-list');
        await payouts.waitFor({ timeout: UI_TIMEOUT_MS });
        expect(await payouts.getByRole('listitem').count()).toBe(1);
        expect(await payouts.textContent()).toContain('paid');
        const [csv, csvBytes] = await downloadText(page, () =>
          payouts.getByRole('button', { name: 'Statement (CSV)' }).click(),
        );
        expect(csv.suggestedFilename()).toMatch(/\.csv$/);
        expect(csvBytes.toString('utf8')).toContain('Session');
        const [pdf, pdfBytes] = await downloadText(page, () =>
          payouts.getByRole('button', { name: 'Statement (PDF)' }).click(),
        );
        expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
        expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

        // The audit log shows the operator's steps.
        await desk.goto('/admin?section=audit');
        const audit = desk.getByTestId('admin-audit');
        for (const action of [
          'application.request_changes',
          'application.approve',
          'payout_batch.create',
          'payout_batch.mark_paid',
        ]) {
          await audit
            .getByText(action, { exact: true })
            .first()
            .waitFor({ timeout: UI_TIMEOUT_MS });
        }
        expect(await audit.getByText(name).count()).toBeGreaterThan(0);
      } catch (error) {
        await screenshotAll(contexts, task.name);
        throw error;
      } finally {
        await Promise.all(contexts.map((context) => context.close()));
      }
    },
  );
});
