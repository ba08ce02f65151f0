import { helpFactsCall } from '@lumus/contract/help/help-facts';
import { describe } from 'vitest';
import { e2eTest } from '../lib/e2e-test';
import { UI_TIMEOUT_MS, uniqueMobile } from './auth-helpers';
import { signInByApi } from './chat-helpers';

describe('help centre (issue 24)', () => {
  e2eTest(
    'a visitor on a phone searches the help centre, reads an article with the live figures and finds the way to a person',
    async ({ baseUrl, openPage, expect }) => {
      const facts = helpFactsCall.response.parse(
        await (await fetch(`${baseUrl}${helpFactsCall.path}`)).json(),
      ).data;
      const page = await openPage({ viewport: 'phone' });
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Help & support' }).click();
      await page.waitForURL(/\/help$/, { timeout: UI_TIMEOUT_MS });
      // The tab's title follows once the page's code has arrived.
      await expect.poll(() => page.title(), { timeout: UI_TIMEOUT_MS }).toBe('Help Centre | Lumus');
      const links = page.getByTestId('help-article-link');
      await expect.poll(() => links.count(), { timeout: UI_TIMEOUT_MS }).toBe(6);

      // Searching narrows the list as one types, and the query is kept in the address.
      const search = page.getByRole('searchbox', { name: 'Search the help centre' });
      await search.fill('microphone');
      await expect.poll(() => links.count()).toBe(1);
      expect(await links.first().textContent()).toContain('Calls in the browser');
      expect(new URL(page.url()).searchParams.get('q')).toBe('microphone');
      await search.fill('zebra crossing');
      await page.getByText('No article matches “zebra crossing”').waitFor();
      await search.fill('refund');
      await expect.poll(async () => links.first().textContent()).toContain('Refunds');

      // An article quotes the figures the server runs on.
      await page.goto('/help/paying-per-minute');
      const article = page.getByTestId('help-article');
      await article.waitFor({ timeout: UI_TIMEOUT_MS });
      const minutes = `${facts.minimumBalanceMinutes} minute${facts.minimumBalanceMinutes === 1 ? '' : 's'}`;
      expect(await article.textContent()).toContain(`enough for ${minutes}`);
      const seconds = `${facts.psychicGraceSeconds} second${facts.psychicGraceSeconds === 1 ? '' : 's'}`;
      expect(await article.textContent()).toContain(`within ${seconds}`);

      // A guest who wants a person is asked to sign in first.
      await page.getByTestId('still-need-help').getByRole('link', { name: 'Write to us' }).click();
      await page.waitForURL(/\/support\?new=1$/, { timeout: UI_TIMEOUT_MS });
      await page.getByTestId('support-sign-in').waitFor({ timeout: UI_TIMEOUT_MS });

      // Signed in, the same link opens the form for a new request at once.
      const user = await signInByApi(baseUrl, uniqueMobile('7'));
      const signedIn = await openPage({ viewport: 'phone', localStorage: user.storage });
      await signedIn.goto('/de/help/refunds');
      await expect
        .poll(() => signedIn.title(), { timeout: UI_TIMEOUT_MS })
        .toBe('Erstattungen | Lumus');
      await signedIn
        .getByTestId('still-need-help')
        .getByRole('link', { name: 'Schreib uns' })
        .click({ timeout: UI_TIMEOUT_MS });
      await signedIn.waitForURL(/\/de\/support\?new=1$/, { timeout: UI_TIMEOUT_MS });
      await signedIn.getByTestId('support-new-request').waitFor({ timeout: UI_TIMEOUT_MS });
    },
  );

  e2eTest(
    'the centre and its articles are server-rendered in both languages and in the sitemap',
    async ({ baseUrl, expect }) => {
      const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
      for (const path of ['/help', '/help/refunds', '/de/help', '/de/help/your-data']) {
        expect(sitemap).toContain(`${path}</loc>`);
      }
      const html = await (await fetch(`${baseUrl}/de/help/free-first-chat`)).text();
      expect(html).toContain('<title>Dein kostenloser erster Chat | Lumus</title>');
      expect(html).toContain('Noch Fragen?');
      const unknown = await fetch(`${baseUrl}/help/no-such-article`, { redirect: 'manual' });
      expect(unknown.status).toBe(302);
    },
  );
});
