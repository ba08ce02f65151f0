/// <reference lib="webworker" />
import { describe, expect, it } from 'vitest';
import { registerPushHandlers } from './push-handlers';

/*
 * The handlers against a stand-in of the worker's global scope: only what they touch (listeners,
 * the registration's notifications, the window clients). The browser test (e2e push-click)
 * dispatches the same events in a real service worker.
 */

type Shown = { title: string; options: NotificationOptions & { actions?: unknown } };
type FakeTab = { url: string; focused: boolean; navigatedTo: string | null; controlled: boolean };

function fakeWorker(tabs: FakeTab[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Shown[] = [];
  const opened: string[] = [];
  const origin = 'https://lumus.test';
  const client = (tab: FakeTab) => ({
    get url() {
      return tab.url;
    },
    focus: () => {
      tab.focused = true;
      return Promise.resolve(client(tab));
    },
    navigate: (url: string) => {
      if (!tab.controlled) return Promise.reject(new TypeError('not controlled'));
      tab.navigatedTo = url;
      tab.url = url;
      return Promise.resolve(client(tab));
    },
  });
  const self = {
    location: { origin },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners.set(type, listener);
    },
    registration: {
      showNotification: (title: string, options: Shown['options']) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: {
      matchAll: () => Promise.resolve(tabs.map(client)),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
  };
  registerPushHandlers(self as unknown as ServiceWorkerGlobalScope);

  /** Fires an event and waits for what it passed to waitUntil. */
  const dispatch = async (type: string, fields: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({
      ...fields,
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    await Promise.all(waits);
  };
  const push = (payload: unknown) => dispatch('push', { data: { json: () => payload } });
  const click = (data: unknown, action = '') => {
    const notification = { data, closed: false, close: () => (notification.closed = true) };
    return dispatch('notificationclick', { notification, action }).then(() => notification);
  };
  return { shown, opened, push, click, origin };
}

const accepted = {
  kind: 'accepted',
  title: 'Lena accepted your request',
  body: 'Join now: your chat starts when you join.',
  url: '/de/chat-with-psychic/start/MQ/Mg',
  tag: 'chat-2',
  join: { title: 'Beitreten', url: '/de/chat-with-psychic/start/MQ/Mg?join=1' },
};

describe('push', () => {
  it('shows the payload as a notification with its Join action', async () => {
    const worker = fakeWorker();
    await worker.push(accepted);
    expect(worker.shown).toEqual([
      {
        title: accepted.title,
        options: expect.objectContaining({
          body: accepted.body,
          tag: 'chat-2',
          requireInteraction: true,
          actions: [{ action: 'join', title: 'Beitreten' }],
          data: { url: accepted.url, joinUrl: accepted.join.url },
        }) as unknown,
      },
    ]);
  });

  it('still shows something for a payload it cannot read', async () => {
    const worker = fakeWorker();
    await worker.push({ kind: 'nonsense' });
    expect(worker.shown.map((shown) => shown.title)).toEqual(['Lumus']);
  });
});

describe('notificationclick', () => {
  const data = { url: accepted.url, joinUrl: accepted.join.url };

  it('opens a new window when no tab of the app is open', async () => {
    const worker = fakeWorker();
    const notification = await worker.click(data);
    expect(notification.closed).toBe(true);
    expect(worker.opened).toEqual([`${worker.origin}${accepted.url}`]);
  });

  it('focuses an open tab and moves it to the page; Join goes to the joining page', async () => {
    const tab = { url: 'https://lumus.test/', focused: false, navigatedTo: null, controlled: true };
    const worker = fakeWorker([tab]);
    await worker.click(data, 'join');
    expect(tab).toMatchObject({
      focused: true,
      navigatedTo: `${worker.origin}${accepted.join.url}`,
    });
    expect(worker.opened).toEqual([]);
  });

  it('opens a window when the open tab cannot be moved, and never leaves the origin', async () => {
    const tab = {
      url: 'https://lumus.test/my-wallet',
      focused: false,
      navigatedTo: null,
      controlled: false,
    };
    const worker = fakeWorker([tab]);
    await worker.click({ url: '//evil.test/x', joinUrl: null });
    expect(worker.opened).toEqual([`${worker.origin}/`]);
  });
});
