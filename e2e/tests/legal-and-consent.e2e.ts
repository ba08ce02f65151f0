import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import { cancelQueueTokenCall, consoleQueueCall } from '@lumus/contract/chat/chat-calls';
import { chatStartCheckCall } from '@lumus/contract/chat/chat-start-check';
import { myDataExportCall } from '@lumus/contract/legal/my-data';
import { callRequest } from '@lumus/contract/call-request';
import { e2eTest } from '../lib/e2e-test';
import { UI_TIMEOUT_MS } from './auth-helpers';
import {
  TEST_INTAKE,
  authHeaders,
  callApi,
  goOnlineByApi,
  signInByApi,
  topUp,
} from './chat-helpers';

/** A demo psychic's console number (README); the low-balance test uses it too, one at a time. */
const CONSULTANT_MOBILE = '9876500002';

/** The server-rendered page: `#root` up to the state script after it, before any script ran. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  if (start === -1) return '';
  const end = html.indexOf('<script', start);
  return html.slice(start, end === -1 ? undefined : end);
}

describe('legal pages and consent to immediate performance (issue 27)', () => {
  e2eTest(
    'Impressum, contact, cookies and privacy render on the server in both languages and are in the sitemap',
    async ({ baseUrl, expect }) => {
      const pages: readonly [string, readonly string[]][] = [
        ['/impressum', ['Imprint', 'Operator (§ 5 DDG)', 'Lumus Demo GmbH', 'VAT id']],
        ['/de/impressum', ['Impressum', 'Anbieter (§ 5 DDG)', 'Lumus Demo GmbH', 'USt-IdNr.']],
        ['/contact', ['Contact', 'Grievance officer (India)', 'grievance@lumus.example']],
        ['/de/contact', ['Kontakt', 'Beschwerdebeauftragter (Indien)', 'Priya Demo']],
        ['/cookies', ['_fbc', 'jwt_token', 'Why there is no cookie banner']],
        ['/de/cookies', ['_fbc', 'Warum es kein Cookie-Banner gibt']],
        ['/privacy-policies', ['Controller and data-protection contact', 'privacy@lumus.example']],
        ['/de/privacy-policies', ['Verantwortlicher und Datenschutzkontakt', 'Lumus Demo GmbH']],
      ];
      for (const [path, texts] of pages) {
        const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
        expect(response.status, path).toBe(200);
        const root = rootOf(await response.text());
        for (const text of texts) expect(root, `${path}: ${text}`).toContain(text);
      }
      const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
      for (const path of ['impressum', 'contact', 'cookies']) {
        expect(sitemap).toContain(`/${path}</loc>`);
        expect(sitemap).toContain(`/de/${path}</loc>`);
      }
    },
  );

  e2eTest(
    'a user in Germany ticks the consent before their first paid chat, once',
    async ({ baseUrl, openPage, expect }) => {
      const consultant = await signInByApi(baseUrl, CONSULTANT_MOBILE);
      const consultantId = await goOnlineByApi(consultant);
      const user = await signInByApi(baseUrl, '9000002701', 'Europe/Berlin');
      await topUp(user, 50_000);
      const page = await openPage({
        viewport: 'phone',
        localStorage: user.storage,
        timezoneId: 'Europe/Berlin',
      });

      // Berlin's time zone brings the German site.
      await page.goto(`/de/chat-with-psychic/intake-form/${encodeAstroId(consultantId)}`);
      const form = page.getByTestId('intake-form');
      await form.waitFor({ timeout: UI_TIMEOUT_MS });
      await form.getByLabel('Name').fill(TEST_INTAKE.name);
      await form.getByLabel('Geschlecht').selectOption(TEST_INTAKE.gender);
      await form.getByLabel('Geburtsdatum').fill(TEST_INTAKE.birthDate);
      await form.getByLabel('Geburtszeit', { exact: true }).fill(TEST_INTAKE.birthTime);
      await form.getByLabel('Geburtsort').fill(TEST_INTAKE.birthPlace);
      await form.getByLabel('Geburtsort').press('Escape');
      const consent = form.getByTestId('withdrawal-waiver');
      await consent.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await consent.isChecked()).toBe(false);

      // Without the tick nothing is sent.
      await form.getByRole('button', { name: 'Chat starten' }).click();
      await form
        .getByText('Bitte setz das Häkchen, um eine bezahlte Sitzung zu starten.')
        .waitFor();
      const before = await callApi(consultant, consoleQueueCall, {});
      expect(before.orders.some((order) => order.userId === user.userId)).toBe(false);

      await form.getByLabel(/Ich verlange, dass meine bezahlten Sitzungen sofort beginnen/).check();
      await form.getByRole('button', { name: 'Chat starten' }).click();
      await page.getByTestId('chat-waitlist').waitFor({ timeout: UI_TIMEOUT_MS });
      const queue = await callApi(consultant, consoleQueueCall, {});
      const chatId = queue.orders.find((order) => order.userId === user.userId)?.id;
      expect(chatId).toBeDefined();

      // Stored on the server: the next request asks no more.
      const check = await callApi(user, chatStartCheckCall, { consultantId });
      expect(check.withdrawalWaiverNeeded).toBe(false);
      if (chatId !== undefined) await callApi(user, cancelQueueTokenCall, { chatId });
    },
  );

  e2eTest(
    'My Profile downloads all of the data, then deletes the account and signs out',
    async ({ baseUrl, openPage, expect }) => {
      const user = await signInByApi(baseUrl, '9000002702');
      await topUp(user, 10_000);
      const page = await openPage({ viewport: 'phone', localStorage: user.storage });
      await page.goto('/my-profile');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('profile-download-data').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^lumus-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      // The browser may run elsewhere: a local copy of the file is read.
      const path = join(await mkdtemp(join(tmpdir(), 'lumus-export-')), 'export.json');
      await download.saveAs(path);
      const file = JSON.parse(await readFile(path, 'utf8')) as {
        format: string;
        sections: { profile: { id: number }; walletLedger: unknown[]; payments: unknown[] };
      };
      expect(file.format).toBe('lumus-my-data-1');
      expect(file.sections.profile.id).toBe(user.userId);
      expect(file.sections.walletLedger.length).toBeGreaterThan(0);
      expect(file.sections.payments.length).toBeGreaterThan(0);

      await page.getByTestId('profile-delete-account').click();
      const confirm = page.getByTestId('profile-delete-confirm');
      await confirm.getByRole('button', { name: 'Yes, delete my account' }).click();
      await page.waitForURL((url) => url.pathname === '/', { timeout: UI_TIMEOUT_MS });
      // The old sign-in is refused by the server.
      const request = callRequest(myDataExportCall, {});
      const answer = await fetch(`${baseUrl}${request.url}`, {
        method: request.method,
        headers: { ...request.headers, ...authHeaders(user) },
      });
      expect(answer.status).toBe(401);
    },
  );
});
