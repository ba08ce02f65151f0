import { afterEach, describe, expect, it, vi } from 'vitest';
import { refuseRequests } from '../../test/refuse-requests';
import { enablePush, readPushState } from './web-push';

/*
 * The browser side of asking: nothing asks for permission by itself, a refusal asks the server for
 * nothing. The browser's push APIs are stand-ins here (happy-dom has none); the subscribe path runs
 * in Chromium against the real server (server tests cover what it saves).
 */

const requests = refuseRequests();

function browserWithPush(permission: NotificationPermission, answer: NotificationPermission) {
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  const subscribe = vi.fn();
  const registration = { pushManager: { getSubscription: () => Promise.resolve(null), subscribe } };
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve(registration),
      ready: Promise.resolve(registration),
    },
  });
  return { requestPermission, subscribe };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('web push in the browser', () => {
  it('is unsupported where the browser has no push', async () => {
    expect(await readPushState()).toBe('unsupported');
  });

  it('reads the state without asking for permission', async () => {
    const browser = browserWithPush('default', 'granted');
    expect(await readPushState()).toBe('ask');
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('takes a refusal as the answer: no subscription, no call to the server', async () => {
    const browser = browserWithPush('default', 'denied');
    expect(await enablePush('de')).toBe('denied');
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    vi.stubGlobal('Notification', { permission: 'denied' });
    expect(await readPushState()).toBe('denied');
  });
});
