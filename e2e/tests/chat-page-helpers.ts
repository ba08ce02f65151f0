import type { Page } from 'playwright-core';
import type { ExpectStatic } from 'vitest';
import { UI_TIMEOUT_MS } from './auth-helpers';
import type { ApiSession } from './chat-helpers';

type OpenDesktopPage = (options: {
  viewport: 'desktop';
  localStorage: Record<string, string>;
}) => Promise<Page>;

/**
 * The psychic at their desk: `/console` open and switched online. The open page is what keeps
 * them present (decision 025), so tests that need an available psychic keep this page open.
 */
export async function openConsoleOnline(
  expect: ExpectStatic,
  openPage: OpenDesktopPage,
  session: ApiSession,
): Promise<Page> {
  const desk = await openPage({ viewport: 'desktop', localStorage: session.storage });
  await desk.goto('/console');
  const status = desk.getByTestId('console-status');
  await status.waitFor({ timeout: UI_TIMEOUT_MS });
  const toggle = desk.getByRole('switch', { name: 'Available for chats' });
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  await expect.poll(() => status.getAttribute('data-status')).toBe('online');
  return desk;
}
