import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic } from 'vitest';
import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import { consoleAcceptCall, endChatCall } from '@lumus/contract/chat/chat-calls';
import { waitForAppAfterLoads } from '../lib/app-ready';
import { newAppContext, VIEWPORTS } from '../lib/browser-context';
import { CHROMIUM_ARGS } from '../lib/chromium';
import { e2eConfig } from '../lib/config';
import { e2eTest } from '../lib/e2e-test';
import { startOwnServer, type OwnServer } from '../lib/own-server';
import { UI_TIMEOUT_MS } from './auth-helpers';
import { callApi, goOnlineByApi, requestChat, signInByApi, topUp } from './chat-helpers';

/**
 * The installable app (decision 032): each language's manifest, installability, the offline
 * page, and the "new version" offer, held while a chat runs. These contexts run the service
 * worker (the others block it, lib/browser-context.ts).
 */

type Manifest = {
  id: string;
  lang: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { name: string; url: string }[];
};

/** Width and height from a PNG's IHDR chunk (bytes 16-23). */
function pngSize(bytes: Buffer): string {
  expectPng(bytes);
  return `${String(bytes.readUInt32BE(16))}x${String(bytes.readUInt32BE(20))}`;
}

function expectPng(bytes: Buffer): void {
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG');
}

const LANGUAGE_CASES = [
  {
    language: 'en',
    page: '/about-us',
    manifest: '/manifest.webmanifest',
    startUrl: '/',
    shortcuts: ['/chat-with-psychic', '/my-wallet', '/console'],
    offlineTitle: 'You are offline',
  },
  {
    language: 'de',
    page: '/de/about-us',
    manifest: '/de/manifest.webmanifest',
    startUrl: '/de',
    shortcuts: ['/de/chat-with-psychic', '/de/my-wallet', '/de/console'],
    offlineTitle: 'Du bist offline',
  },
] as const;

/** Resolves once a service worker controls the page (the first one claims it when active). */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

describe('installable app: manifests', () => {
  for (const expected of LANGUAGE_CASES) {
    e2eTest(
      `the ${expected.language} page links its own valid manifest with fetchable icons and shortcuts`,
      async ({ openPage, expect }) => {
        const page = await openPage({ viewport: 'phone' });
        const html = await (await page.request.get(expected.page)).text();
        expect(html).toContain(`<link rel="manifest" href="${expected.manifest}"`);
        const response = await page.request.get(expected.manifest);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
        const manifest = (await response.json()) as Manifest;
        expect(manifest).toMatchObject({
          id: '/',
          lang: expected.language,
          short_name: 'Lumus',
          start_url: expected.startUrl,
          scope: '/',
          display: 'standalone',
          theme_color: '#17123A',
          background_color: '#17123A',
        });
        expect(manifest.name).toMatch(/^Lumus: /);
        expect(manifest.description.length).toBeGreaterThan(40);
        expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(expected.shortcuts);
        for (const shortcut of manifest.shortcuts) {
          expect(shortcut.name.length, shortcut.url).toBeGreaterThan(0);
          expect((await page.request.get(shortcut.url)).status(), shortcut.url).toBe(200);
        }
        // Each icon is there, a PNG of the size it claims; maskable ones for Android launchers.
        for (const icon of manifest.icons) {
          const file = await page.request.get(icon.src);
          expect(file.status(), icon.src).toBe(200);
          expect(file.headers()['content-type'], icon.src).toBe('image/png');
          expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
        }
        const maskable = manifest.icons.filter((icon) => icon.purpose === 'maskable');
        expect(maskable.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
        const any = manifest.icons.filter((icon) => icon.purpose === 'any');
        expect(any.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
      },
    );
  }

  e2eTest(
    'Chromium finds the app installable in both languages (no installability errors)',
    { timeout: 90_000 },
    async ({ baseUrl, expect }) => {
      // Not the run's shared browser: its contexts are off the record, where Chromium reports
      // "in-incognito" and checks nothing else. A profile of our own is a normal one.
      const profile = mkdtempSync(join(tmpdir(), 'lumus-e2e-install-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: e2eConfig.chromiumPath,
        args: [...CHROMIUM_ARGS],
        baseURL: baseUrl,
        ...VIEWPORTS.phone,
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        waitForAppAfterLoads(page);
        const cdp = await context.newCDPSession(page);
        for (const expected of LANGUAGE_CASES) {
          await page.goto(expected.page);
          const manifest = (await cdp.send('Page.getAppManifest')) as {
            url: string;
            errors: unknown[];
          };
          expect(new URL(manifest.url).pathname).toBe(expected.manifest);
          expect(manifest.errors).toEqual([]);
          const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
          expect(installabilityErrors, expected.page).toEqual([]);
        }
        // The check can fail: a page of this site without a manifest is not installable.
        await page.goto('/robots.txt');
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        expect(installabilityErrors.map((error) => error.errorId)).toContain('no-manifest');
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    },
  );
});

describe('installable app: offline', () => {
  e2eTest(
    'with the network off, a page is the offline page of its language, pictures still show, the API is never cached',
    { timeout: 120_000 },
    async ({ openPage, expect }) => {
      const page = await openPage({ viewport: 'phone', serviceWorkers: 'allow' });
      await page.goto('/profile/lena-hoffmann');
      await page.getByRole('heading', { level: 1, name: 'Lena Hoffmann' }).waitFor();
      await waitForWorker(page);
      // The portrait is loaded under the worker (it claimed the page), so it keeps a copy. The
      // server-rendered page, its scripts now from the worker, hydrates as before: no warning.
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Lena Hoffmann' }).waitFor();
      expect(await page.locator('html').getAttribute('data-app')).toBe('ready');
      expect(
        await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some(
              (entry) =>
                entry.name.includes('/assets/') &&
                (entry as PerformanceResourceTiming).workerStart > 0,
            ),
        ),
      ).toBe(true);
      expect(problems).toEqual([]);
      const portrait = await page
        .locator('img[src^="/api/media/avatar/"]')
        .first()
        .getAttribute('src');
      if (portrait === null) throw new Error('the profile shows no portrait');
      await expect
        .poll(() => page.evaluate(async (src) => (await caches.match(src)) !== undefined, portrait))
        .toBe(true);

      await page.context().setOffline(true);
      try {
        for (const expected of LANGUAGE_CASES) {
          await page.goto(expected.page.replace('about-us', 'privacy-policies'));
          await page.getByRole('heading', { level: 1, name: expected.offlineTitle }).waitFor();
          expect(await page.locator('html').getAttribute('lang')).toBe(expected.language);
          expect(await page.locator('[data-offline-page]').getAttribute('data-offline-page')).toBe(
            expected.language,
          );
        }
        // Catalogue pictures come from the worker's cache; the API does not answer offline.
        const offline = await page.evaluate(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          let api: string;
          try {
            api = String((await fetch('/api/health')).status);
          } catch {
            api = 'failed';
          }
          return { width: image.naturalWidth, api };
        }, portrait);
        expect(offline.width).toBeGreaterThan(0);
        expect(offline.api).toBe('failed');
        // Nothing of the API but its pictures, and nothing of the socket, is in any cache.
        const cached = await page.evaluate(async () => {
          const urls: string[] = [];
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
          }
          return urls;
        });
        expect(cached.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(5);
        expect(
          cached.filter(
            (path) => /^\/(api|socket\.io)\//.test(path) && !path.startsWith('/api/media/'),
          ),
        ).toEqual([]);
      } finally {
        await page.context().setOffline(false);
      }
    },
  );
});

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
