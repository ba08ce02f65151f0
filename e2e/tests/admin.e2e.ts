import { describe } from 'vitest';
import { adminConsultantCreateCall } from '@lumus/contract/admin/admin-calls';
import { consoleQueueCall } from '@lumus/contract/chat/chat-calls';
import { consultantListCall } from '@lumus/contract/catalogue/consultant-list';
import { E2E_ADMIN_MOBILE } from '../lib/admin-account';
import { seriousAxeViolations } from '../lib/axe-violations';
import { e2eTest } from '../lib/e2e-test';
import { endedPaidChat } from './admin-helpers';
import { rupees } from './call-helpers';
import { pageTitle } from '../lib/spec-routes';
import { UI_TIMEOUT_MS, uniqueMobile } from './auth-helpers';
import { callApi, signInByApi, walletEntries, type ApiSession } from './chat-helpers';

/** A real (tiny) PNG: the upload call checks the file's signature, not just its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function publicSlugs(baseUrl: string, search: string): Promise<string[]> {
  const response = await fetch(
    `${baseUrl}${consultantListCall.path}?${new URLSearchParams({ search }).toString()}`,
  );
  return consultantListCall.response.parse(await response.json()).data.items.map((i) => i.slug);
}

/** A psychic made through the admin API (no console number), for tests that need fresh ones. */
async function createTestPsychic(admin: ApiSession, displayName: string, avatar: string) {
  const created = await callApi(admin, adminConsultantCreateCall, {
    displayName,
    photoUrl: `/api/media/avatar/${avatar}.svg`,
    bioEn: 'Test psychic.',
    bioDe: 'Test-Beraterin.',
    categories: ['tarot'],
    languages: ['en'],
    experienceYears: 2,
    pricePerMinuteMinor: 2_000,
    mobile: '',
  });
  return created;
}

describe('admin console', () => {
  e2eTest(
    'signed out it asks to sign in; a user account gets the admins-only page',
    async ({ baseUrl, openPage, expect }) => {
      const guest = await openPage({ viewport: 'phone' });
      await guest.goto('/admin');
      await guest.getByTestId('admin-sign-in').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await guest.title()).toBe(pageTitle('Admin Console'));
      const user = await signInByApi(baseUrl, uniqueMobile('7'));
      const page = await openPage({ viewport: 'phone', localStorage: user.storage });
      await page.goto('/de/admin');
      await page.getByTestId('admin-not-admin').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('admin-not-admin').textContent()).toContain('Nur für Admins');
    },
  );

  e2eTest(
    'an admin adds a psychic with a phone number, who signs in to the console and is listed',
    async ({ baseUrl, openPage, expect }) => {
      const admin = await signInByApi(baseUrl, E2E_ADMIN_MOBILE);
      const page = await openPage({ viewport: 'desktop', localStorage: admin.storage });
      await page.goto('/admin?section=consultants');
      await page.getByRole('button', { name: 'New psychic' }).click({ timeout: UI_TIMEOUT_MS });
      const form = page.getByTestId('consultant-form');
      // Saving the empty form shows what is missing and sends nothing.
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Upload a photo.').waitFor();

      const name = `Orla Vance ${Date.now().toString(36)}`;
      const mobile = uniqueMobile('8');
      await form.getByLabel('Display name').fill(name);
      await page
        .getByTestId('consultant-photo')
        .setInputFiles({ name: 'orla.png', mimeType: 'image/png', buffer: PNG });
      await expect
        .poll(() => form.locator('img').first().getAttribute('src'), { timeout: UI_TIMEOUT_MS })
        .toMatch(/^\/api\/media\/uploads\/[a-f0-9]{32}\.png$/);
      await form.getByLabel('About (English)').fill('Calm tarot readings for hard nights.');
      await form.getByLabel('About (German)').fill('Ruhige Tarot-Deutungen für schwere Nächte.');
      await form.getByRole('checkbox', { name: 'Tarot' }).check();
      await form.getByRole('checkbox', { name: 'English' }).check();
      await form.getByLabel('Years of experience').fill('6');
      await form.getByLabel('Price per minute (₹)', { exact: true }).fill('18.50');
      await form.getByLabel('Mobile number').fill(mobile);
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`${name} is saved.`).waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByLabel('Search by name or phone').fill(mobile);
      await expect.poll(() => page.getByTestId('admin-consultants').textContent()).toContain(name);

      // Their number is their console sign-in.
      const psychic = await signInByApi(baseUrl, mobile);
      const queue = await callApi(psychic, consoleQueueCall, {});
      const consolePage = await openPage({ viewport: 'phone', localStorage: psychic.storage });
      await consolePage.goto('/console');
      await consolePage.getByTestId('console-status').waitFor({ timeout: UI_TIMEOUT_MS });

      // And they are in the public list, on the psychic list page too.
      const slugs = await publicSlugs(baseUrl, name);
      expect(slugs).toHaveLength(1);
      await consolePage.goto(`/profile/${slugs[0] ?? ''}`);
      await consolePage.getByRole('heading', { name }).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(queue.consultantId).toBeGreaterThan(0);
    },
  );

  e2eTest(
    "an admin refunds a finished chat and the user's wallet shows the refund",
    async ({ baseUrl, openPage, expect }) => {
      const admin = await signInByApi(baseUrl, E2E_ADMIN_MOBILE);
      const { user, chatId, funded, ended } = await endedPaidChat(baseUrl, admin, {
        displayName: `Refund Tester ${Date.now().toString(36)}`,
        avatar: 'refund-tester',
      });
      expect(ended.amountCharged).toBeGreaterThan(0);

      const page = await openPage({ viewport: 'phone', localStorage: admin.storage });
      await page.goto('/admin?section=orders');
      await page.getByLabel('User id').fill(String(user.userId), { timeout: UI_TIMEOUT_MS });
      await page
        .getByRole('button', { name: `Open chat ${chatId}` })
        .click({ timeout: UI_TIMEOUT_MS });
      const refund = page.getByTestId('refund-form');
      await refund.getByLabel('Reason').fill('Psychic lost the connection');
      await refund.getByRole('button', { name: 'Refund to the wallet' }).click();
      // The confirmation names the amount before any money moves.
      await refund.getByRole('button', { name: /^Yes, refund ₹/ }).click();
      await page.getByText('went back to the user').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByText('Nothing left to refund.').waitFor();

      const entries = await walletEntries(user);
      expect(entries[0]).toMatchObject({ kind: 'refund', amount: ended.amountCharged });
      const wallet = await openPage({ viewport: 'phone', localStorage: user.storage });
      await wallet.goto('/my-wallet');
      await expect
        .poll(() => wallet.getByTestId('wallet-transaction').first().textContent(), {
          timeout: UI_TIMEOUT_MS,
        })
        .toContain('Refund');
      // The balance is its own call, which may answer after the transaction list.
      await expect
        .poll(() => wallet.getByTestId('wallet-page-balance').textContent(), {
          timeout: UI_TIMEOUT_MS,
        })
        .toBe(rupees(funded));
    },
  );

  e2eTest(
    'an admin creates an experiment with two variants on a phone and sees it listed',
    async ({ baseUrl, openPage, expect }) => {
      const admin = await signInByApi(baseUrl, E2E_ADMIN_MOBILE);
      const page = await openPage({ viewport: 'phone', localStorage: admin.storage });
      await page.goto('/admin?section=settings');
      await page.getByRole('button', { name: 'New experiment' }).click({ timeout: UI_TIMEOUT_MS });
      const form = page.getByTestId('experiment-form');
      const key = `e2e_banner_${Date.now().toString(36)}`;
      // A key with spaces is explained and nothing is sent.
      await form.getByLabel('Key', { exact: true }).fill('home banner');
      await form.getByRole('button', { name: 'Create experiment' }).click();
      await form.getByText('Use 1 to 80 lower-case letters').waitFor();
      await form.getByLabel('Key', { exact: true }).fill(key);
      await form.getByLabel('Description').fill('Warmer banner words');
      await form.getByRole('textbox', { name: 'Variant 2', exact: true }).fill('warm');
      await form.getByRole('textbox', { name: 'Weight', exact: true }).nth(1).fill('3');
      await form.getByRole('checkbox', { name: 'Start running at once' }).check();
      await form.getByRole('button', { name: 'Create experiment' }).click();

      const listed = page.getByTestId(`experiment-${key}`);
      await listed.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await listed.textContent()).toContain('Warmer banner words');
      expect(await listed.getByLabel('Weight of warm').inputValue()).toBe('3');
      expect(await listed.getByLabel('Weight of control').inputValue()).toBe('1');
      expect(await listed.getByRole('checkbox', { name: 'Running' }).isChecked()).toBe(true);
      expect(await page.getByTestId('experiment-form').count()).toBe(0);
    },
  );

  e2eTest(
    'an admin creates a group with two psychics, its page lists exactly them, then edits its members and deletes it',
    async ({ baseUrl, openPage, expect }) => {
      const admin = await signInByApi(baseUrl, E2E_ADMIN_MOBILE);
      const run = Date.now().toString(36);
      const slugs: string[] = [];
      for (const name of ['Gwen', 'Hale', 'Ivo']) {
        const created = await createTestPsychic(admin, `${name} Grouptest ${run}`, 'group-tester');
        slugs.push(created.slug);
      }

      const page = await openPage({ viewport: 'desktop', localStorage: admin.storage });
      await page.goto('/admin?section=groups');
      await page.getByRole('button', { name: 'New group' }).click({ timeout: UI_TIMEOUT_MS });
      const form = page.getByTestId('group-form');
      await form.getByLabel('Title (English)').fill(`Night readers ${run}`);
      await form.getByLabel('Title (German)').fill(`Nachtleser ${run}`);
      const slug = `night-readers-${run}`;
      expect(await form.getByLabel('Page address').inputValue()).toBe(slug);
      await form.getByLabel('Find a psychic to add').fill(`Grouptest ${run}`);
      await form
        .getByRole('button', { name: `Add Gwen Grouptest ${run}` })
        .click({ timeout: UI_TIMEOUT_MS });
      await form.getByRole('button', { name: `Add Ivo Grouptest ${run}` }).click();
      expect(await form.getByTestId('group-members').getByRole('listitem').count()).toBe(2);
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`Night readers ${run} is saved.`).waitFor({ timeout: UI_TIMEOUT_MS });

      const link = page.getByTestId('admin-groups').getByRole('link', { name: slug });
      const href = await link.getAttribute('href');
      expect(href).toMatch(new RegExp(`^/chat-with-psychic/${slug}/\\d+$`));
      await link.click();
      await page.waitForURL(`**${href ?? ''}`);
      const cards = page.getByTestId('psychic-card');
      await expect.poll(() => cards.count(), { timeout: UI_TIMEOUT_MS }).toBe(2);
      const listed = await cards.evaluateAll((nodes) => nodes.map((node) => node.dataset.slug));
      expect(listed.sort()).toEqual([slugs[0], slugs[2]].sort());

      // Editing loads the stored group with its members and saves the same group (same page).
      const title = `Night readers ${run}`;
      await page.goto('/admin?section=groups');
      await page.getByRole('button', { name: `Edit ${title}` }).click({ timeout: UI_TIMEOUT_MS });
      const members = form.getByTestId('group-members').getByRole('listitem');
      await expect
        .poll(() => members.allTextContents(), { timeout: UI_TIMEOUT_MS })
        .toEqual([`Gwen Grouptest ${run}Remove`, `Ivo Grouptest ${run}Remove`]);
      expect(await form.getByLabel('Page address').inputValue()).toBe(slug);
      await form.getByLabel('Title (German)').fill(`Nachteulen ${run}`);
      await form.getByRole('button', { name: `Remove Ivo Grouptest ${run}` }).click();
      await form.getByLabel('Find a psychic to add').fill(`Grouptest ${run}`);
      await form
        .getByRole('button', { name: `Add Hale Grouptest ${run}` })
        .click({ timeout: UI_TIMEOUT_MS });
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`${title} is saved.`).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await link.getAttribute('href')).toBe(href);
      await page.goto(href ?? '');
      await expect
        .poll(() => cards.evaluateAll((nodes) => nodes.map((node) => node.dataset.slug).sort()), {
          timeout: UI_TIMEOUT_MS,
        })
        .toEqual([slugs[0], slugs[1]].sort());

      // A second group cannot take the address; the form says why, readably (axe: AA contrast
      // of the error notice's tinted background, which the plain status red failed).
      await page.goto('/admin?section=groups');
      await page.getByRole('button', { name: 'New group' }).click({ timeout: UI_TIMEOUT_MS });
      await form.getByLabel('Title (English)').fill(title);
      await form.getByLabel('Title (German)').fill(`Nachtleser ${run}`);
      await form.getByRole('button', { name: 'Save' }).click();
      const failure = form.getByRole('alert');
      await failure.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await failure.textContent()).toContain('another group already uses this slug');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: `Delete ${title}` }).click({ timeout: UI_TIMEOUT_MS });
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete group' }).click();
      await page.getByText(`${title} is deleted.`).waitFor({ timeout: UI_TIMEOUT_MS });
      await expect
        .poll(() => page.getByRole('link', { name: slug }).count(), { timeout: UI_TIMEOUT_MS })
        .toBe(0);
    },
  );

  e2eTest(
    "an admin adds an uploaded image to a psychic's gallery and the profile shows it",
    async ({ baseUrl, openPage, expect }) => {
      const admin = await signInByApi(baseUrl, E2E_ADMIN_MOBILE);
      const name = `Juno Gallerytest ${Date.now().toString(36)}`;
      const created = await createTestPsychic(admin, name, 'gallery-tester');
      const page = await openPage({ viewport: 'desktop', localStorage: admin.storage });
      await page.goto('/admin?section=consultants');
      await page.getByLabel('Search by name or phone').fill(name, { timeout: UI_TIMEOUT_MS });
      await page
        .getByRole('button', { name: `Gallery of ${name}` })
        .click({ timeout: UI_TIMEOUT_MS });
      const editor = page.getByTestId('gallery-editor');
      await editor.getByText('No images yet.').waitFor({ timeout: UI_TIMEOUT_MS });
      await editor.getByLabel('Caption (English)').fill('Candle altar');
      await editor.getByLabel('Caption (German)').fill('Kerzenaltar');
      await page
        .getByTestId('gallery-upload')
        .setInputFiles({ name: 'altar.png', mimeType: 'image/png', buffer: PNG });
      await editor.getByText('The image is added to the gallery.').waitFor({
        timeout: UI_TIMEOUT_MS,
      });
      expect(await editor.getByRole('img', { name: 'Candle altar' }).getAttribute('src')).toMatch(
        /^\/api\/media\/uploads\/[a-f0-9]{32}\.png$/,
      );

      const profile = await openPage({ viewport: 'phone' });
      await profile.goto(`/profile/${created.slug}`);
      const thumbnails = profile.getByTestId('gallery-thumbnail');
      await expect.poll(() => thumbnails.count(), { timeout: UI_TIMEOUT_MS }).toBe(1);
      expect(await thumbnails.first().getAttribute('aria-label')).toContain('Candle altar');
    },
  );
});
