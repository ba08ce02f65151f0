import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic } from 'vitest';
import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import { consoleAcceptCall, endChatCall } from '@lumus/contract/chat/chat-calls';
import { waitForAppAfterLoads } from '../lib/app-ready';
import { newAppContext } from '../lib/browser-context';
import { e2eTest } from '../lib/e2e-test';
import { startOwnServer, type OwnServer } from '../lib/own-server';
import { UI_TIMEOUT_MS } from './auth-helpers';
import { callApi, goOnlineByApi, requestChat, signInByApi, topUp } from './chat-helpers';
import { waitForWorker } from './pwa-helpers';

/**
 * The installed app's "new version" offer (decision 032), held while a chat runs. These contexts
 * run the service worker (the others block it, lib/browser-context.ts).
 */

describe('installable app: a new version', () => {
  // Its own server: the test changes the service worker in that server's copy of the build.
  let server: OwnServer | undefined;
  let version = 1;
  beforeAll(async () => {
    server = await startOwnServer({});
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  /**
   * Deploys "a new version": the same worker plus a line that answers which version it is. The
   * pre-compressed copies go, so the server sends the changed file itself.
   */
  function deployNewWorker(own: OwnServer): string {
    version += 1;
    const file = join(own.webDistDir, 'service-worker.js');
    const original = readFileSync(file, 'utf8').replace(/\n\/\/ e2e version[\s\S]*$/, '');
    const tag = `lumus-e2e-v${String(version)}`;
    writeFileSync(
      file,
      `${original}\n// e2e version\nself.addEventListener('message', (event) => { if (event.data === 'lumus-e2e:version?') event.source.postMessage('${tag}'); });\n`,
    );
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    return tag;
  }

  /** Which e2e version the page's controlling worker is ('none' for the built one). */
  function controllerVersion(page: Page): Promise<string> {
    return page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const controller = navigator.serviceWorker.controller;
          if (controller === null) {
            resolve('no controller');
            return;
          }
          const timer = setTimeout(() => {
            resolve('none');
          }, 2_000);
          navigator.serviceWorker.addEventListener('message', (event) => {
            clearTimeout(timer);
            resolve(String(event.data));
          });
          controller.postMessage('lumus-e2e:version?');
        }),
    );
  }

  /** Asks the browser to look for a new worker now, as it does on loads and every hour. */
  async function checkForUpdate(page: Page): Promise<void> {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
  }

  e2eTest(
    'is offered ("A new version is ready — Reload"), and Reload brings the page under it',
    { timeout: 120_000 },
    async ({ browser, expect }) => {
      if (server === undefined) throw new Error('no server');
      const context = await newAppContext(browser, server.baseUrl, {
        viewport: 'phone',
        serviceWorkers: 'allow',
      });
      try {
        const page = await context.newPage();
        waitForAppAfterLoads(page);
        await page.goto('/about-us');
        await waitForWorker(page);
        expect(await controllerVersion(page)).toBe('none');
        // A first install is not "a new version".
        expect(await page.getByTestId('update-prompt').count()).toBe(0);

        const tag = deployNewWorker(server);
        await checkForUpdate(page);
        const prompt = page.getByTestId('update-prompt');
        await prompt.waitFor({ timeout: UI_TIMEOUT_MS });
        expect(await prompt.textContent()).toContain('A new version is ready');
        // Until Reload, the page stays with the version it was loaded with.
        expect(await controllerVersion(page)).toBe('none');

        const reloaded = page.waitForEvent('load');
        await prompt.getByRole('button', { name: 'Reload' }).click();
        await reloaded;
        await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
        expect(await controllerVersion(page)).toBe(tag);
        expect(await page.getByTestId('update-prompt').count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );

  e2eTest(
    'waits while a chat runs and is offered once it has ended; German words in German',
    { timeout: 180_000 },
    async ({ browser, expect }) => {
      if (server === undefined) throw new Error('no server');
      const own = server;
      const consultant = await signInByApi(own.baseUrl, '9876500001');
      const consultantId = await goOnlineByApi(consultant);
      const user = await signInByApi(own.baseUrl, '9000003201');
      await topUp(user, 50_000);
      const chatId = await requestChat(user, consultantId);
      await callApi(consultant, consoleAcceptCall, { chatId });

      const context = await newAppContext(browser, own.baseUrl, {
        viewport: 'phone',
        serviceWorkers: 'allow',
        localStorage: user.storage,
      });
      try {
        const page = await context.newPage();
        waitForAppAfterLoads(page);
        await page.goto(
          `/de/chat-with-psychic/start/${encodeAstroId(consultantId)}/${encodeAstroId(chatId)}`,
        );
        await waitForWorker(page);
        await page
          .getByTestId('chat-waiting')
          .getByRole('button')
          .first()
          .click({ timeout: UI_TIMEOUT_MS });
        await page.getByTestId('chat-room').waitFor({ timeout: UI_TIMEOUT_MS });

        deployNewWorker(own);
        await checkForUpdate(page);
        // The new version is there and waiting...
        await expect
          .poll(() =>
            page.evaluate(
              async () => (await navigator.serviceWorker.getRegistration())?.waiting != null,
            ),
          )
          .toBe(true);
        // ...but no offer interrupts the chat.
        await page.waitForTimeout(2_000);
        expect(await page.getByTestId('update-prompt').count()).toBe(0);
        expect(await page.getByTestId('chat-room').count()).toBe(1);

        // The psychic ends the chat: now the offer comes.
        await callApi(consultant, endChatCall, { chatId });
        await page.getByTestId('chat-room').waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
        const prompt = page.getByTestId('update-prompt');
        await prompt.waitFor({ timeout: UI_TIMEOUT_MS });
        expect(await prompt.textContent()).toContain('Eine neue Version ist bereit');
        await expectButton(expect, page, 'Neu laden');
      } finally {
        await context.close();
      }
    },
  );
});

async function expectButton(expect: ExpectStatic, page: Page, name: string): Promise<void> {
  expect(await page.getByTestId('update-prompt').getByRole('button', { name }).count()).toBe(1);
}
