import type { Page } from 'playwright-core';
import type { ExpectStatic } from 'vitest';
import { UI_TIMEOUT_MS } from './auth-helpers';
import { TEST_INTAKE, type ApiSession } from './chat-helpers';

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
  await switchConsoleOnline(expect, desk);
  return desk;
}

/**
 * On an open `/console`: switches 'Available for chats' on, unless it already is, once the server
 * counts the page as the psychic being there. Before that, a page of an earlier test closed more
 * than the grace period ago can take the psychic offline again right after the switch.
 */
export async function switchConsoleOnline(expect: ExpectStatic, desk: Page): Promise<void> {
  const status = desk.getByTestId('console-status');
  await status.waitFor({ timeout: UI_TIMEOUT_MS });
  await desk
    .locator('[data-testid=console-main][data-present=true]')
    .waitFor({ timeout: UI_TIMEOUT_MS });
  const toggle = desk.getByRole('switch', { name: 'Available for chats' });
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  await expect.poll(() => status.getAttribute('data-status')).toBe('online');
}

/** Fills the chat intake form with the test person (typed place, suggestions dismissed). */
export async function fillIntake(page: Page): Promise<void> {
  const form = page.getByTestId('intake-form');
  await form.waitFor({ timeout: UI_TIMEOUT_MS });
  await form.getByLabel('Name').fill(TEST_INTAKE.name);
  await form.getByLabel('Gender').selectOption(TEST_INTAKE.gender);
  await form.getByLabel('Date of birth').fill(TEST_INTAKE.birthDate);
  await form.getByLabel('Time of birth').fill(TEST_INTAKE.birthTime);
  const place = form.getByLabel('Place of birth');
  await place.fill(TEST_INTAKE.birthPlace);
  // The place field may offer suggestions; the typed text is kept either way.
  await place.press('Escape');
}
