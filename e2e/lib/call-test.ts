import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForAppAfterLoads } from './app-ready';
import { newAppContext, type ContextOptions } from './browser-context';
import { launchCallBrowser } from './call-browser';
import { e2eTest, screenshotAll } from './e2e-test';
import { printPeerLogs, trackPeerConnections } from './peer-stats';
import { writePulsedToneWav } from './tone-wav';

export interface CallPageOptions extends ContextOptions {
  /** The server to load (a file's own server); the run's shared server by default. */
  readonly baseUrl?: string;
}

export interface CallFixtures {
  /** The pulsed tone the fake microphones play, written once per file. */
  toneWav: string;
  /** A Chromium with a fake microphone whose permission prompt always says yes. */
  callBrowser: Browser;
  /** A Chromium with a fake microphone whose prompt follows the context's permissions. */
  askingBrowser: Browser;
  /** A page in a new context of `callBrowser`, its peer connections tracked (peer-stats.ts). */
  openCallPage: (options: CallPageOptions) => Promise<Page>;
  /** The same in `askingBrowser`, with the context's permissions as given (none: denied). */
  openAskingPage: (options: CallPageOptions & { permissions?: string[] }) => Promise<Page>;
}

async function openTracked(
  browser: Browser,
  baseUrl: string,
  options: ContextOptions,
  permissions: string[],
  contexts: BrowserContext[],
): Promise<Page> {
  const context = await newAppContext(browser, baseUrl, options);
  contexts.push(context);
  if (permissions.length > 0) await context.grantPermissions(permissions);
  await trackPeerConnections(context);
  const page = await context.newPage();
  waitForAppAfterLoads(page);
  return page;
}

/** The e2e test API plus call fixtures: a fake-microphone browser per file, tracked peers. */
export const callTest = e2eTest.extend<CallFixtures>({
  toneWav: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads fixture dependencies from this pattern
    async ({}, use) => {
      const directory = mkdtempSync(join(tmpdir(), 'lumus-tone-'));
      await use(writePulsedToneWav(directory));
      rmSync(directory, { recursive: true, force: true });
    },
    { scope: 'file' },
  ],
  callBrowser: [
    async ({ toneWav }, use) => {
      const browser = await launchCallBrowser(toneWav, 'grant');
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  askingBrowser: [
    async ({ toneWav }, use) => {
      const browser = await launchCallBrowser(toneWav, 'ask');
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  openCallPage: async ({ callBrowser, baseUrl, task }, use) => {
    const contexts: BrowserContext[] = [];
    await use((options) =>
      openTracked(callBrowser, options.baseUrl ?? baseUrl, options, [], contexts),
    );
    if (task.result?.state === 'fail') {
      await printPeerLogs(contexts);
      await screenshotAll(contexts, task.fullName);
    }
    await Promise.all(contexts.map((context) => context.close()));
  },
  openAskingPage: async ({ askingBrowser, baseUrl, task }, use) => {
    const contexts: BrowserContext[] = [];
    await use((options) =>
      openTracked(
        askingBrowser,
        options.baseUrl ?? baseUrl,
        options,
        options.permissions ?? [],
        contexts,
      ),
    );
    if (task.result?.state === 'fail') {
      await printPeerLogs(contexts);
      await screenshotAll(contexts, task.fullName);
    }
    await Promise.all(contexts.map((context) => context.close()));
  },
});
