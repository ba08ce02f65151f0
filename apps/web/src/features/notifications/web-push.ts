import type { Language } from '@lumus/contract/constants';
import { getServiceWorkerRegistration } from '../../lib/pwa/service-worker-client';
import { deleteSubscription, fetchPushPublicKey, saveSubscription } from './api/push-api';

/** Where this browser stands: no push at all, not asked yet, said no, or subscribed. */
export type PushState = 'unsupported' | 'ask' | 'denied' | 'on';

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await getServiceWorkerRegistration();
  return registration === null ? null : registration.pushManager.getSubscription();
}

export async function readPushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if ((await getServiceWorkerRegistration()) === null) return 'unsupported';
  return Notification.permission === 'granted' && (await currentSubscription()) !== null
    ? 'on'
    : 'ask';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission (only ever from a click: the moment it helps), subscribes this browser and
 * saves the subscription for the signed-in account, in the page's language. Saving again is how
 * a language change or a new account on this device reaches the server.
 */
export async function enablePush(language: Language): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'ask';
  const registration = await getServiceWorkerRegistration();
  if (registration === null) return 'unsupported';
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await fetchPushPublicKey()),
    }));
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (json.endpoint === undefined || p256dh === undefined || auth === undefined) {
    throw new Error('The browser gave an incomplete push subscription.');
  }
  await saveSubscription({ endpoint: json.endpoint, keys: { p256dh, auth }, language });
  return 'on';
}

/** Stops this browser's notifications: on the server, then at the push service. */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription === null) return;
  await deleteSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

/**
 * At logout: the server already dropped this device's subscription with the session; the browser
 * lets go of it too, so the next account on this device is asked afresh.
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  if (!supported()) return;
  const subscription = await currentSubscription();
  await subscription?.unsubscribe();
}
