import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe } from 'vitest';
import { waitForAppAfterLoads } from '../lib/app-ready';
import { VIEWPORTS } from '../lib/browser-context';
import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium';
import { e2eConfig } from '../lib/config';
import { e2eTest } from '../lib/e2e-test';
import { LANGUAGE_CASES, waitForWorker } from './pwa-helpers';

/**
 * The installable app (decision 032): each language's manifest, installability and the offline
 * page. These contexts run the service worker (the others block it, lib/browser-context.ts).
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
      // "in-incognito" and checks nothing else. A profile of our own is a normal one. The whole
      // Chromium: the headless shell the other tests use reports no errors, even for robots.txt.
      const profile = mkdtempSync(join(tmpdir(), 'lumus-e2e-install-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: e2eConfig.chromiumPath,
        ...CHROMIUM_LAUNCH_OPTIONS,
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
      const portrait = await page.locator('img[src^="/api/media/"]').first().getAttribute('src');
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
