import {
  adminConsultantCreateCall,
  adminConsultantSuspendCall,
} from '@lumus/contract/admin/admin-calls';
import { orderDetailCall } from '@lumus/contract/chat/chat-calls';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { E2E_ADMIN_MOBILE } from '../lib/admin-account';
import { e2eTest } from '../lib/e2e-test';
import { UI_TIMEOUT_MS, uniqueMobile, verifyIndianNumber } from './auth-helpers';
import {
  callApi,
  goOnlineByApi,
  requestChat,
  signInByApi,
  topUp,
  type ApiSession,
} from './chat-helpers';

/** Marks the document, so a later check can tell the page was not reloaded meanwhile. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    Reflect.set(window, '__sameDocument', true);
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => Reflect.get(window, '__sameDocument') === true);
}

async function setSuspended(admin: ApiSession, id: number, suspended: boolean) {
  return callApi(admin, adminConsultantSuspendCall, { id, suspended });
}

describe('suspending a psychic (issue 23)', () => {
  e2eTest(
    'their open console changes at once, without a reload, and back when it is lifted',
    async ({ baseUrl, openPage, expect }) => {
      const admin = await signInByApi(baseUrl, E2E_ADMIN_MOBILE);
      const psychicMobile = uniqueMobile('8');
      const created = await callApi(admin, adminConsultantCreateCall, {
        displayName: `Suspension Tester ${Date.now().toString(36)}`,
        photoUrl: '/api/media/avatar/suspension-tester.svg',
        bioEn: 'Test psychic.',
        bioDe: 'Test-Beraterin.',
        categories: ['tarot'],
        languages: ['en'],
        experienceYears: 2,
        pricePerMinuteMinor: 2_000,
        countryCode: '91',
        mobile: psychicMobile,
      });
      const consultantId = created.id;
      const psychic = await signInByApi(baseUrl, psychicMobile);
      await goOnlineByApi(psychic);
      const user = await signInByApi(baseUrl, uniqueMobile('7'));
      await topUp(user, 50_000);
      const chatId = await requestChat(user, consultantId);

      const page = await openPage({ viewport: 'desktop', localStorage: psychic.storage });
      await page.goto('/console');
      await page.getByTestId('console-status').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByRole('button', { name: 'Accept' }).waitFor({ timeout: UI_TIMEOUT_MS });
      await markDocument(page);

      await setSuspended(admin, consultantId, true);
      const notice = page.getByTestId('console-suspended');
      await notice.waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(notice.textContent()).resolves.toContain('Your psychic account is suspended');
      // Instead of the queue: no request, no way to go online.
      await expect(page.getByRole('button', { name: 'Accept' }).count()).resolves.toBe(0);
      await expect(page.getByTestId('console-status').count()).resolves.toBe(0);
      await expect(sameDocument(page)).resolves.toBe(true);
      // The request that was waiting for them was released, the user told.
      const order = await callApi(user, orderDetailCall, { chatId });
      expect(order).toMatchObject({ status: 'declined', endReason: 'consultant_suspended' });

      // In German as well.
      const german = await openPage({ viewport: 'phone', localStorage: psychic.storage });
      await german.goto('/de/console');
      const germanNotice = german.getByTestId('console-suspended');
      await germanNotice.waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(germanNotice.textContent()).resolves.toContain('Dein Beraterkonto ist gesperrt');

      // Lifted: the queue is back on the same page, with the same sign-in.
      await setSuspended(admin, consultantId, false);
      await page.getByTestId('console-status').waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(page.getByTestId('console-suspended').count()).resolves.toBe(0);
      await expect(sameDocument(page)).resolves.toBe(true);
    },
  );

  e2eTest(
    'an operator made by admin:create --name is not asked for a name at the first sign-in',
    async ({ baseUrl, openPage, expect }) => {
      const page = await openPage({ viewport: 'phone' });
      await page.goto('/admin');
      await page
        .getByTestId('admin-sign-in')
        .getByRole('button', { name: 'Sign in' })
        .click({ timeout: UI_TIMEOUT_MS });
      await page.getByRole('dialog', { name: 'Continue with phone' }).waitFor();
      await verifyIndianNumber(expect, page, baseUrl, E2E_ADMIN_MOBILE);
      await page
        .getByRole('dialog', { name: 'Verify Phone' })
        .waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
      await page.getByTestId('profile-menu-button').waitFor({ timeout: UI_TIMEOUT_MS });
      await expect(page.getByRole('dialog', { name: 'Welcome to Lumus!' }).count()).resolves.toBe(
        0,
      );
      await expect(page.getByText('What should we call you?').count()).resolves.toBe(0);
    },
  );
});
