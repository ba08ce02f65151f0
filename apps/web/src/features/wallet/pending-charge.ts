import { useSyncExternalStore } from 'react';

/**
 * What a running chat has cost so far: the server books it once, when the chat ends, so until then
 * the stored balance does not move. The header subtracts it, so the balance the user sees goes
 * down while they chat instead of jumping at the end (or staying put until a reload).
 */
const charges = new Map<number, number>();
const listeners = new Set<() => void>();
let total = 0;

function changed(): void {
  total = [...charges.values()].reduce((sum, amount) => sum + amount, 0);
  for (const listener of listeners) listener();
}

export function setPendingCharge(chatId: number, amountMinor: number): void {
  if (charges.get(chatId) === amountMinor) return;
  charges.set(chatId, Math.max(0, amountMinor));
  changed();
}

export function clearPendingCharge(chatId: number): void {
  if (!charges.delete(chatId)) return;
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The sum of every running chat's cost so far (0 on the server). */
export function usePendingCharge(): number {
  return useSyncExternalStore(
    subscribe,
    () => total,
    () => 0,
  );
}
