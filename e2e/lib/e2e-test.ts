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
   * A page of the file's one context for `viewport` (default zone and locale) and `localStorage`
   * (entries written before every load), for tests that only look at pages and leave no state
   * that another test of the file would see (one language per viewport, no real sign-in). A page
   * a passed test leaves is handed to the next such test, which loads its own address in it: a
   * new page costs a new renderer process that runs the app from scratch, about twice the CPU of a
   * load in a page that ran it before (decision 064).
   */
  openSharedPage: (viewport: ViewportName, options?: SharedPageOptions) => Promise<Page>;
}

export interface SharedPageOptions {
  readonly localStorage?: Readonly<Record<string, string>>;
}

interface SharedContext {
  readonly context: Promise<BrowserContext>;
  /** Pages whose test passed, waiting for the next test. */
  readonly idle: Page[];
}

interface FileFixtures {
  sharedContexts: Map<string, SharedContext>;
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
      const contexts = new Map<string, SharedContext>();
      await use(contexts);
      await Promise.all([...contexts.values()].map(async ({ context }) => (await context).close()));
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
    const taken: { page: Page; shared: SharedContext }[] = [];
    await use(async (viewport, options = {}) => {
      const key = JSON.stringify([viewport, options.localStorage ?? {}]);
      let shared = sharedContexts.get(key);
      if (shared === undefined) {
        shared = {
          context: newAppContext(browser, runBaseUrl(), { viewport, ...options }),
          idle: [],
        };
        sharedContexts.set(key, shared);
      }
      let page = shared.idle.pop();
      if (page === undefined || page.isClosed()) {
        page = await (await shared.context).newPage();
        waitForAppAfterLoads(page);
      }
      taken.push({ page, shared });
      return page;
    });
    if (task.result?.state === 'fail') {
      // A failed test's page may be anywhere: it is closed, not handed on.
      await screenshotPages(
        taken.map(({ page }) => page),
        task.fullName,
      );
      await Promise.all(taken.map(({ page }) => page.close()));
      return;
    }
    for (const { page, shared } of taken) shared.idle.push(page);
  },
});
