import type { ConsultantStatus } from '@lumus/contract/catalogue/consultant';
import type { ConsultantStatusEvent } from '@lumus/contract/realtime/catalogue-events';
import { useSyncExternalStore } from 'react';

/**
 * Statuses pushed over the socket since the page loaded, by consultant id. A card shows whichever
 * is newer: the status it was fetched with or the last pushed one, so a slow list answer can never
 * undo a live change and an old event can never undo a fresh list.
 */
type Entry = Readonly<{ status: ConsultantStatus; changedAt: number }>;

const entries = new Map<number, Entry>();
const listeners = new Set<() => void>();
let version = 0;

export function applyStatusEvent(event: ConsultantStatusEvent): void {
  const changedAt = Date.parse(event.changedAt);
  const known = entries.get(event.id);
  if (known !== undefined && known.changedAt > changedAt) return;
  entries.set(event.id, { status: event.status, changedAt });
  version += 1;
  for (const listener of listeners) listener();
}

/** Forget everything (tests). */
export function resetLiveStatuses(): void {
  entries.clear();
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The newer of the fetched status and the last pushed one. */
export function newerStatus(
  id: number,
  fetched: { status: ConsultantStatus; statusChangedAt: string },
): ConsultantStatus {
  const live = entries.get(id);
  if (live === undefined) return fetched.status;
  return live.changedAt >= Date.parse(fetched.statusChangedAt) ? live.status : fetched.status;
}

export function useLiveStatus(
  id: number,
  fetched: { status: ConsultantStatus; statusChangedAt: string },
): ConsultantStatus {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return newerStatus(id, fetched);
}
