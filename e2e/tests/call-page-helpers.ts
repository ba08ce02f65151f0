import type { Locator, Page } from 'playwright-core';
import type { ExpectStatic } from 'vitest';
import { waitForAudioBothWays } from '../lib/peer-stats';
import { UI_TIMEOUT_MS } from './auth-helpers';
import { openOrder } from './call-helpers';
import type { ApiSession } from './chat-helpers';
import { fillIntake, switchConsoleOnline } from './chat-page-helpers';

/** A call's data-state values on the user's call screen and the console's call panel. */
export type CallState = 'connecting' | 'connected' | 'reconnecting' | 'ended';

/** From the intake's submit to the waiting screen: the balance check and the microphone prompt. */
const WAITING_TIMEOUT_MS = 20_000;
/** From Join until both browsers say connected (ICE on loopback or through the test relay). */
export const CONNECT_TIMEOUT_MS = 20_000;

/** The user's call screen or, on the console, its call panel. */
export function callScreen(page: Page, side: 'user' | 'console'): Page | Locator {
  return side === 'user' ? page : page.getByTestId('console-call-screen');
}

export function callStatus(page: Page, side: 'user' | 'console'): Locator {
  return callScreen(page, side).getByTestId('call-status');
}

/** Waits until the side's call status shows `state`. */
export async function waitForCallState(
  page: Page,
  side: 'user' | 'console',
  state: CallState,
  timeout = CONNECT_TIMEOUT_MS,
): Promise<void> {
  await callScreen(page, side)
    .locator(`[data-testid=call-status][data-state=${state}]`)
    .waitFor({ timeout });
}

/** On an open `/console`: switches "available for calls" on, unless it already is. */
export async function switchCallsOn(expect: ExpectStatic, desk: Page): Promise<void> {
  const toggle = desk.getByTestId('console-calls-switch');
  await toggle.waitFor({ timeout: UI_TIMEOUT_MS });
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
}

/** The psychic's console open, online for chats and calls: the page that rings and answers. */
export async function openCallConsole(expect: ExpectStatic, desk: Page): Promise<void> {
  await desk.goto('/console');
  await switchConsoleOnline(expect, desk);
  await switchCallsOn(expect, desk);
}

/**
 * The user's side up to the waiting screen: the profile's Call button, the intake form (filled
 * with the test person), its submit (balance check, microphone prompt, queue token).
 */
export async function requestCallFromProfile(page: Page, slug: string): Promise<void> {
  await page.goto(`/profile/${slug}`);
  await page
    .getByTestId('call-button')
    .filter({ visible: true })
    .first()
    .click({ timeout: UI_TIMEOUT_MS });
  await page.waitForURL((url) => url.pathname.startsWith('/call-with-psychic/intake-form/'));
  await submitCallIntake(page);
}

/** Fills and submits the call intake form (the chat's form, under the call path). */
export async function submitCallIntake(page: Page): Promise<void> {
  await fillIntake(page);
  await page.getByTestId('intake-form').locator('button[type=submit]').click();
}

export async function waitForCallWaiting(page: Page): Promise<void> {
  await page.getByTestId('call-waiting').waitFor({ timeout: WAITING_TIMEOUT_MS });
}

/** The console rings: the incoming-call card; resolves to it (the test may read the intake). */
export async function incomingCall(desk: Page): Promise<Locator> {
  const card = desk.getByTestId('incoming-call');
  await card.waitFor({ timeout: UI_TIMEOUT_MS });
  return card;
}

/**
 * Accept on the console, Join on the user's page, and both sides connected. Resolves to the
 * time (ms since the epoch) of the Accept click.
 */
export async function acceptAndJoin(page: Page, desk: Page): Promise<number> {
  const card = await incomingCall(desk);
  const acceptedAt = Date.now();
  await card.getByTestId('incoming-call-accept').click();
  await page.getByTestId('call-join').click({ timeout: UI_TIMEOUT_MS });
  await Promise.all([
    waitForCallState(page, 'user', 'connected'),
    waitForCallState(desk, 'console', 'connected'),
  ]);
  return acceptedAt;
}

/** The user ends the call through End and its confirmation; the summary follows. */
export async function endCallAsUser(page: Page): Promise<void> {
  await page.getByTestId('call-end').click();
  await page.getByTestId('call-end-confirm').click({ timeout: UI_TIMEOUT_MS });
  await page.getByTestId('call-summary').waitFor({ timeout: UI_TIMEOUT_MS });
}

/** Seconds from a mm:ss or h:mm:ss clock text; NaN for anything else. */
export function clockSeconds(text: string | null): number {
  const match = /^(?:(\d+):)?(\d+):(\d\d)$/.exec((text ?? '').trim());
  if (match === null) return Number.NaN;
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

export interface ConnectedCall {
  readonly chatId: number;
  /** When both sides showed connected (ms since the epoch): billing starts about here. */
  readonly connectedAt: number;
}

/**
 * A call from the profile's Call button to audio flowing both ways, with the console already
 * open and switched on for calls in `desk`.
 */
export async function connectCall(
  page: Page,
  desk: Page,
  user: ApiSession,
  slug: string,
): Promise<ConnectedCall> {
  await requestCallFromProfile(page, slug);
  await waitForCallWaiting(page);
  const request = await openOrder(user);
  if (request === null) throw new Error('no call request was created');
  await acceptAndJoin(page, desk);
  const connectedAt = Date.now();
  await waitForAudioBothWays([page, desk], { minPackets: 50 });
  return { chatId: request.id, connectedAt };
}
