import { useEffect, useSyncExternalStore } from 'react';

/**
 * The "A new version is ready" offer (decision 032). A new service worker waits until the user
 * says Reload, and the offer itself waits while a chat (or, later, a call) is running: a reload
 * there would cut the user off mid-conversation. Tiny on purpose: the chat rooms import it.
 */
export type UpdateSnapshot = Readonly<{
  /** A new worker is installed and waiting. */
  ready: boolean;
  /** Running chats (each chat room holds the offer while it is open). */
  holds: number;
  /** The user said "Not now" to this version. */
  dismissed: boolean;
}>;

/** The offer shows when a version waits, nobody is in a chat, and it was not put off. */
export function updateOfferShown(snapshot: UpdateSnapshot): boolean {
  return snapshot.ready && snapshot.holds === 0 && !snapshot.dismissed;
}

let waiting: ServiceWorker | null = null;
let snapshot: UpdateSnapshot = { ready: false, holds: 0, dismissed: false };
const listeners = new Set<() => void>();

function update(next: Partial<UpdateSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A new version is installed and waiting (lib/pwa/service-worker-client.ts). */
export function offerUpdate(worker: ServiceWorker): void {
  waiting = worker;
  update({ ready: true, dismissed: false });
}

export function dismissUpdate(): void {
  update({ dismissed: true });
}

/** Holds the offer until the returned release is called (once). */
export function holdUpdates(): () => void {
  update({ holds: snapshot.holds + 1 });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    update({ holds: snapshot.holds - 1 });
  };
}

/** For a chat (or call) room: no update offer while `active`. */
export function useHoldUpdates(active: boolean): void {
  useEffect(() => (active ? holdUpdates() : undefined), [active]);
}

const serverSnapshot: UpdateSnapshot = { ready: false, holds: 0, dismissed: false };

export function useUpdateOffer(): boolean {
  return updateOfferShown(
    useSyncExternalStore(
      subscribe,
      () => snapshot,
      () => serverSnapshot,
    ),
  );
}

/** The waiting worker, for the Reload button; null when none waits. */
export function waitingWorker(): ServiceWorker | null {
  return waiting;
}
