import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, test } from 'vitest';
import { waitForAppAfterLoads } from './app-ready';
import { newAppContext, type ContextOptions } from './browser-context';
import { SCREENSHOT_DIR } from './paths';
import type {} from './provided-context';

export interface E2eFixtures {
  /** One connection per file to the run's shared browser. */
  browser: Browser;
  baseUrl: string;
  /** Opens a page in a new context; contexts close after the test, with screenshots on failure. */
  openPage: (options: ContextOptions) => Promise<Page>;
}

function fileSafe(name: string): string {
  return name.replace(/[^a-zA-Z0-9._-]+/g, '_').slice(0, 150);
}

async function screenshotAll(contexts: readonly BrowserContext[], testName: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  let index = 0;
  for (const context of contexts) {
    for (const page of context.pages()) {
      index += 1;
      const path = join(SCREENSHOT_DIR, `${fileSafe(testName)}-${index}.png`);
      try {
        await page.screenshot({ path, fullPage: true, timeout: 5_000 });
        console.error(`e2e: screenshot of ${page.url()} saved to ${path}`);
      } catch (error) {
        console.error(`e2e: screenshot of ${page.url()} failed:`, error);
      }
    }
  }
}

export const e2eTest = test.extend<E2eFixtures>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads fixture dependencies from this pattern
    async ({}, use) => {
      const browser = await chromium.connect(inject('browserWsEndpoint'));
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  // eslint-disable-next-line no-empty-pattern -- vitest reads fixture dependencies from this pattern
  baseUrl: async ({}, use) => {
    await use(inject('baseUrl'));
  },
  openPage: async ({ browser, baseUrl, task }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await newAppContext(browser, baseUrl, options);
      contexts.push(context);
      const page = await context.newPage();
      waitForAppAfterLoads(page);
      return page;
    });
    // Fixture teardown runs after vitest has marked the test failed, before anything is closed.
    if (task.result?.state === 'fail') await screenshotAll(contexts, task.fullName);
    await Promise.all(contexts.map((context) => context.close()));
  },
});
