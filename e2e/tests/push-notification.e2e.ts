/// <reference lib="webworker" />
import type { PushPayload } from '@lumus/contract/push/push-payload';
import type { Page, Worker } from 'playwright-core';
import { describe } from 'vitest';
import { newAppContext } from '../lib/browser-context';
import { e2eTest } from '../lib/e2e-test';
import { launchWholeChromium } from '../lib/whole-chromium';
import { UI_TIMEOUT_MS } from './auth-helpers';

/**
 * The service worker's push handlers in Chromium: a `push` shows the notification, a
 * `notificationclick` on its Join action moves the open tab of the app to the Join page. The
 * events are dispatched in the app's own worker (decision 032 registers it after the load). The
 * whole Chromium, not the run's headless shell, which shows no notifications (decision 069).
 */

const payload: PushPayload = {
  kind: 'accepted',
  title: 'Lena accepted your request',
  body: 'Join now: your chat starts when you join.',
  url: '/chat-with-psychic',
  tag: 'chat-e2e',
  join: { title: 'Join', url: '/de/chat-with-psychic' },
};

/** The app's worker, once it controls the page. */
async function controllingWorker(page: Page): Promise<Worker> {
  const scriptUrl = await page.evaluate(async () => {
    const container = navigator.serviceWorker;
    const ready = await container.ready;
    if (container.controller === null) {
      await new Promise((resolve) => {
        container.addEventListener('controllerchange', resolve, { once: true });
      });
    }
    return ready.active?.scriptURL ?? '';
  });
  const context = page.context();
  const running = context.serviceWorkers().find((worker) => worker.url() === scriptUrl);
  return (
    running ??
    (await context.waitForEvent('serviceworker', {
      predicate: (worker) => worker.url() === scriptUrl,
      timeout: UI_TIMEOUT_MS,
    }))
  );
}

function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const list = await registration.getNotifications();
    return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
  });
}

describe('web push in the service worker', () => {
  e2eTest(
    'a push shows its notification; Join moves the open tab to the joining page',
    { timeout: 90_000 },
    async ({ baseUrl, expect }) => {
      const browser = await launchWholeChromium();
      const context = await newAppContext(browser, baseUrl, {
        viewport: 'desktop',
        serviceWorkers: 'allow',
      });
      try {
        await context.grantPermissions(['notifications'], { origin: baseUrl });
        const page = await context.newPage();
        await page.goto('/about-us');
        const worker = await controllingWorker(page);

        await worker.evaluate((data) => {
          const scope = self as unknown as ServiceWorkerGlobalScope;
          scope.dispatchEvent(new PushEvent('push', { data: JSON.stringify(data) }));
        }, payload);
        await expect
          .poll(() => shownNotifications(page), { timeout: UI_TIMEOUT_MS })
          .toEqual([
            {
              title: payload.title,
              body: payload.body,
              tag: payload.tag,
              data: { url: payload.url, joinUrl: payload.join?.url },
            },
          ]);

        await worker.evaluate(async (tag) => {
          const scope = self as unknown as ServiceWorkerGlobalScope;
          const [notification] = await scope.registration.getNotifications({ tag });
          if (notification === undefined) throw new Error('no notification to click');
          scope.dispatchEvent(
            new NotificationEvent('notificationclick', { notification, action: 'join' }),
          );
        }, payload.tag);
        await page.waitForURL((url) => url.pathname === '/de/chat-with-psychic', {
          timeout: UI_TIMEOUT_MS,
        });
        // The click closed the notification; the one tab was reused, no window opened.
        await expect.poll(() => shownNotifications(page), { timeout: UI_TIMEOUT_MS }).toEqual([]);
        expect(context.pages()).toHaveLength(1);
      } finally {
        await context.close();
        await browser.close();
      }
    },
  );
});
