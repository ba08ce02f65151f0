import type { ConsultantStatus } from '@lumus/contract/catalogue/consultant';
import { devConsultantStatusCall } from '@lumus/contract/catalogue/dev-status';
import { describe } from 'vitest';
import { e2eTest } from '../lib/e2e-test';

const SLUG = 'yash-patel';

async function setStatus(baseUrl: string, status: ConsultantStatus): Promise<void> {
  const response = await fetch(`${baseUrl}${devConsultantStatusCall.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ slug: SLUG, status }),
  });
  if (!response.ok) throw new Error(`status change failed: ${response.status}`);
}

describe('catalogue: live status', () => {
  e2eTest(
    'a status change reaches an open list and profile without reload',
    async ({ openPage, baseUrl, expect }) => {
      await setStatus(baseUrl, 'online');
      const list = await openPage({ viewport: 'phone' });
      await list.goto('/chat-with-psychic?q=yash');
      const card = list.locator(`[data-testid="psychic-card"][data-slug="${SLUG}"]`);
      await card.waitFor({ timeout: 20_000 });
      await expect.poll(() => card.getAttribute('data-status')).toBe('online');

      const profile = await openPage({ viewport: 'phone' });
      // An India-only psychic: a German page is the euro market's (decision 045), which lists
      // only psychics with a euro price, so the profile is read in English.
      await profile.goto(`/profile/${SLUG}`);
      const article = profile.getByTestId('psychic-profile');
      await article.waitFor({ timeout: 20_000 });
      // Both pages joined the room once their socket is connected; give them a moment.
      await list.waitForTimeout(500);

      const loads = { list: 0, profile: 0 };
      list.on('load', () => (loads.list += 1));
      profile.on('load', () => (loads.profile += 1));

      await setStatus(baseUrl, 'offline');
      await expect.poll(() => card.getAttribute('data-status'), { timeout: 5_000 }).toBe('offline');
      await card.getByRole('button', { name: 'Currently Offline!' }).waitFor({ timeout: 2_000 });
      await expect
        .poll(() => article.getAttribute('data-status'), { timeout: 5_000 })
        .toBe('offline');

      await setStatus(baseUrl, 'busy');
      await expect.poll(() => card.getAttribute('data-status'), { timeout: 5_000 }).toBe('busy');
      await profile.getByText('Busy', { exact: true }).first().waitFor({ timeout: 5_000 });
      expect(loads).toEqual({ list: 0, profile: 0 });
      await setStatus(baseUrl, 'online');
    },
  );
});
