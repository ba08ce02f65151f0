import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './paths';

/** Where the phone screenshots for people reviewing a change are kept (issue 28). */
export const REVIEW_SHOT_DIR = join(SCREENSHOT_DIR, 'review');

/**
 * A screenshot of what a page shows now, kept as a review artefact of the run (the list, a
 * profile, the chat at 390 px): not compared with anything, only looked at by people.
 */
export async function reviewShot(page: Page, name: string): Promise<void> {
  mkdirSync(REVIEW_SHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(REVIEW_SHOT_DIR, `${name}.png`), timeout: 10_000 });
}
