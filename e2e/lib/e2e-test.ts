import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, test } from 'vitest';
import { waitForAppAfterLoads } from './app-ready';
import { newAppContext, type ContextOptions, type ViewportName } from './browser-context';
import { SCREENSHOT_DIR } from './paths';
import { runBaseUrl } from './run-base-url';
import type {} from './provided-context';

export interface E2eFixtures {
  /** One connection per file to the run's shared browser. */
  browser: Browser;
  baseUrl: string;
  /** Opens a page in a new context; contexts close after the test, with screenshots on failure. */
  openPage: (options: ContextOptions) => Promise<Page>;
  /**
   * Opens a page in the file's one logged-out context for `viewport` (default zone and locale).
   * Its pages share the HTTP cache, compiled scripts and the guest session, so a visit does not
   * download and compile the app again: for tests that only look at public pages and leave no
   * state that another test of the file would see (one language per viewport, no sign-in).
   */
  openSharedPage: (viewport: ViewportName) => Promise<Page>;
}

interface FileFixtures {
  sharedContexts: Map<ViewportName, Promise<BrowserContext>>;
}

function fileSafe(name: string): string {
  return name.replace(/[^a-zA-Z0-9._-]+/g, '_').slice(0, 150);
}

async function screenshotPages(pages: readonly Page[], testName: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const [index, page] of pages.entries()) {
    const path = join(SCREENSHOT_DIR, `${fileSafe(testName)}-${index + 1}.png`);
    try {
      await page.screenshot({ path, fullPage: true, timeout: 5_000 });
      console.error(`e2e: screenshot of ${page.url()} saved to ${path}`);
    } catch (error) {
      console.error(`e2e: screenshot of ${page.url()} failed:`, error);
    }
  }
}

export async function screenshotAll(contexts: readonly BrowserContext[], testName: string) {
  await screenshotPages(
    contexts.flatMap((context) => context.pages()),
    testName,
  );
}

export const e2eTest = test.extend<E2eFixtures & FileFixtures>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads fixture dependencies from this pattern
    async ({}, use) => {
      const browser = await chromium.connect(inject('browserWsEndpoint'));
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  sharedContexts: [
    // Depends on the browser so that the contexts close before it does.
    async ({ browser: _browser }, use) => {
      const contexts = new Map<ViewportName, Promise<BrowserContext>>();
      await use(contexts);
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
    },
    { scope: 'file' },
  ],
  // eslint-disable-next-line no-empty-pattern -- vitest reads fixture dependencies from this pattern
  baseUrl: async ({}, use) => {
    await use(runBaseUrl());
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
  openSharedPage: async ({ browser, sharedContexts, task }, use) => {
    const pages: Page[] = [];
    await use(async (viewport) => {
      let context = sharedContexts.get(viewport);
      if (context === undefined) {
        context = newAppContext(browser, runBaseUrl(), { viewport });
        sharedContexts.set(viewport, context);
      }
      const page = await (await context).newPage();
      pages.push(page);
      waitForAppAfterLoads(page);
      return page;
    });
    if (task.result?.state === 'fail') await screenshotPages(pages, task.fullName);
    await Promise.all(pages.map((page) => page.close()));
  },
});
