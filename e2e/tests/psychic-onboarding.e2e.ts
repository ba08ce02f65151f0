import { describe } from 'vitest';
import { E2E_ADMIN_MOBILE } from '../lib/admin-account';
import { e2eTest } from '../lib/e2e-test';
import { UI_TIMEOUT_MS, uniqueMobile } from './auth-helpers';
import { submitApplication } from './application-helpers';
import { signInByApi } from './chat-helpers';

describe('becoming a psychic', () => {
  e2eTest(
    'an application is submitted and approved, then the psychic edits their profile and gets a new price approved',
    async ({ baseUrl, openPage, expect }) => {
      const mobile = uniqueMobile('6');
      const applicant = await signInByApi(baseUrl, mobile);
      const page = await openPage({ viewport: 'phone', localStorage: applicant.storage });
      const name = `Tara Quill ${Date.now().toString(36)}`;
      expect(
        await submitApplication(page, {
          name,
          about: 'Tarot reader for eight years; gentle, direct readings about love and work.',
          speciality: 'Tarot',
          years: '8',
          price: '22',
          sample:
            'I hear how much this hurts. The cards point to a pause rather than an end: give it time, and ask yourself what you need.',
        }),
      ).toBe('submitted');

      const admin = await signInByApi(baseUrl, E2E_ADMIN_MOBILE);
      const adminPage = await openPage({ viewport: 'desktop', localStorage: admin.storage });
      await adminPage.goto('/admin?section=applications');
      await adminPage
        .getByRole('button', { name: `Open the application of ${name}` })
        .click({ timeout: UI_TIMEOUT_MS });
      const detail = adminPage.getByTestId('application-detail');
      // The photo comes through the authorised route, as a blob: never a public URL.
      await expect
        .poll(() => detail.getByTestId('private-file-image').getAttribute('src'), {
          timeout: UI_TIMEOUT_MS,
        })
        .toMatch(/^blob:/);
      await detail.getByRole('button', { name: 'Approve' }).click();
      await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
      await adminPage
        .getByText(`${name} was approved and is now a psychic.`)
        .waitFor({ timeout: UI_TIMEOUT_MS });

      await page.reload();
      await expect
        .poll(() => page.getByTestId('application-status').getAttribute('data-status'), {
          timeout: UI_TIMEOUT_MS,
        })
        .toBe('approved');
      await page.goto('/console');
      await page.getByTestId('console-status').waitFor({ timeout: UI_TIMEOUT_MS });

      // The psychic edits their bio and asks for a new price in the console's Profile tab.
      await page.getByRole('button', { name: 'Profile', exact: true }).click();
      const profile = page.getByTestId('console-profile-form');
      const bio = 'Tarot reader for eight years; I now also read Vedic charts for love and work.';
      await profile.getByLabel('About you (English)').fill(bio);
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await profile.getByText('Your profile is saved.').waitFor({ timeout: UI_TIMEOUT_MS });
      const price = page.getByTestId('console-price-form');
      await price.getByLabel('New price per minute (₹)').fill('30');
      await price.getByRole('button', { name: 'Request new price' }).click();
      const change = page.getByTestId('console-price-change');
      await change.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await change.getAttribute('data-status')).toBe('pending');
      expect(await page.getByTestId('console-current-price').textContent()).toContain('₹22/min');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

      await adminPage.reload();
      const request = adminPage.getByTestId('admin-price-changes').getByRole('listitem').filter({
        hasText: name,
      });
      await request
        .getByRole('button', { name: 'Approve price' })
        .click({ timeout: UI_TIMEOUT_MS });
      await adminPage
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Approve price' })
        .click();
      await adminPage
        .getByText(`The new price of ${name} applies now.`)
        .waitFor({ timeout: UI_TIMEOUT_MS });

      await page.reload();
      await expect
        .poll(() => page.getByTestId('console-price-change').getAttribute('data-status'), {
          timeout: UI_TIMEOUT_MS,
        })
        .toBe('approved');
      expect(await page.getByTestId('console-current-price').textContent()).toContain('₹30/min');
      expect(
        await page
          .getByTestId('console-profile-form')
          .getByLabel('About you (English)')
          .inputValue(),
      ).toBe(bio);
    },
  );
});
