import type { ChatOrder } from '@lumus/contract/chat/chat-order';

/** The balance warning comes this long before the end (the server's low-balance sweep). */
export const LOW_BALANCE_SECONDS = 120;

export interface RemainingTime {
  /** Whole seconds until the chat ends by itself (never negative). */
  seconds: number;
  /** Share of the chat's whole time still left, 0..1, for the bar. */
  fraction: number;
  /** Free seconds still left of the first chat's free time. */
  freeSeconds: number;
}

function ms(iso: string | null): number | null {
  if (iso === null) return null;
  const value = Date.parse(iso);
  return Number.isNaN(value) ? null : value;
}

/**
 * Time left of an active chat from the order's deadline (`endsAt`, which a recharge moves out)
 * and its start; null when the order has no running clock.
 */
export function remainingTime(order: ChatOrder, clockMs: number): RemainingTime | null {
  // While the psychic's console is gone the clock stands still at the moment it went.
  const pausedAt = ms(order.pausedAt);
  const nowMs = pausedAt === null ? clockMs : Math.min(clockMs, pausedAt);
  const endsAt = ms(order.endsAt);
  const startedAt = ms(order.startedAt);
  if (order.status !== 'active' || endsAt === null || startedAt === null) return null;
  const seconds = Math.max(0, Math.ceil((endsAt - nowMs) / 1000));
  // Earlier pauses moved the deadline out by their length; they are not time the chat ran.
  const total = Math.max(1, (endsAt - startedAt - order.pausedMs) / 1000);
  const elapsed = Math.max(0, Math.floor((nowMs - startedAt - order.pausedMs) / 1000));
  return {
    seconds,
    fraction: Math.min(1, Math.max(0, seconds / total)),
    freeSeconds: Math.max(0, order.freeSeconds - elapsed),
  };
}

/** `m:ss`, or `h:mm:ss` from an hour on. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Whole seconds the chat ran (what billing counts: up to the end, never past the deadline). */
export function chatDurationSeconds(order: ChatOrder): number {
  const startedAt = ms(order.startedAt);
  const endedAt = ms(order.endedAt);
  if (startedAt === null || endedAt === null) return 0;
  const deadline = ms(order.endsAt);
  // A chat ended while paused (the psychic never came back) ran until the pause began.
  const pausedAt = ms(order.pausedAt) ?? Number.POSITIVE_INFINITY;
  const end = Math.min(endedAt, deadline ?? endedAt, pausedAt);
  return Math.max(0, Math.floor((end - startedAt - order.pausedMs) / 1000));
}
