/// <reference lib="webworker" />
import {
  JOIN_ACTION,
  pushPayloadSchema,
  type PushPayload,
} from '@lumus/contract/push/push-payload';

/**
 * The service worker's web push part (issue 18): `push` shows the notification the server wrote
 * (already in the recipient's language), `notificationclick` opens its page, in an open tab of the
 * app if there is one, else in a new window. The worker calls this once at start.
 */
export function registerPushHandlers(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event) => {
    event.waitUntil(showPush(self, event.data));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openPage(self, clickTarget(event.notification.data, event.action)));
  });
}

/** What the notification keeps for its click: the page, and the Join action's page. */
type ClickData = Readonly<{ url: string; joinUrl: string | null }>;

const APP_ICON = '/favicon.svg';

export async function showPush(
  self: ServiceWorkerGlobalScope,
  data: PushMessageData | null,
): Promise<void> {
  const payload = parsePayload(data);
  // A push the worker cannot read still shows something: browsers punish a silent push.
  if (payload === null) {
    await self.registration.showNotification('Lumus', { icon: APP_ICON, data: fallbackData() });
    return;
  }
  const clickData: ClickData = { url: payload.url, joinUrl: payload.join?.url ?? null };
  const options: NotificationOptions & { actions?: { action: string; title: string }[] } = {
    body: payload.body,
    tag: payload.tag,
    icon: APP_ICON,
    badge: APP_ICON,
    data: clickData,
    // An accepted request waits only briefly: it stays until the user does something.
    requireInteraction: payload.kind === 'accepted',
    ...(payload.join === undefined
      ? {}
      : { actions: [{ action: JOIN_ACTION, title: payload.join.title }] }),
  };
  await self.registration.showNotification(payload.title, options);
}

function parsePayload(data: PushMessageData | null): PushPayload | null {
  if (data === null) return null;
  try {
    const parsed = pushPayloadSchema.safeParse(data.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function fallbackData(): ClickData {
  return { url: '/', joinUrl: null };
}

/** The page a click opens: the Join action's, else the notification's; always same-origin. */
export function clickTarget(data: unknown, action: string): string {
  const click = isClickData(data) ? data : fallbackData();
  const path = action === JOIN_ACTION && click.joinUrl !== null ? click.joinUrl : click.url;
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

function isClickData(data: unknown): data is ClickData {
  if (typeof data !== 'object' || data === null) return false;
  const { url, joinUrl } = data as Record<string, unknown>;
  return typeof url === 'string' && (joinUrl === null || typeof joinUrl === 'string');
}

/** Focuses a tab of the app and moves it to the page, or opens a new window there. */
export async function openPage(self: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const sameOrigin = windows.filter(
    (client) => new URL(client.url).origin === self.location.origin,
  );
  // The tab already there, else the one the user saw last (matchAll lists most recent first).
  const tab = sameOrigin.find((client) => client.url === target) ?? sameOrigin[0];
  if (tab !== undefined) {
    // Focusing needs the click's user activation; without it (a synthetic event) still navigate.
    const focused = await tab.focus().catch(() => tab);
    if (focused.url !== target) {
      // navigate() works only on a tab this worker controls; otherwise a new window.
      const moved = await focused.navigate(target).catch(() => null);
      if (moved === null) await self.clients.openWindow(target);
    }
    return;
  }
  await self.clients.openWindow(target);
}
