import type { ChatOrder } from '@lumus/contract/chat/chat-order';

/**
 * What an active chat has cost so far at `nowMs` (the server's clock): its whole seconds after the
 * free ones (paused time left out) at the frozen per-minute rate, rounded down to the paisa — the rule the server charges
 * by at the end (apps/server chat-billing) — and never past the deadline the balance sets. Null
 * when the chat is not running.
 */
export function runningCost(order: ChatOrder, nowMs: number): number | null {
  if (order.status !== 'active' || order.startedAt === null) return null;
  const startedAt = Date.parse(order.startedAt);
  if (Number.isNaN(startedAt)) return null;
  const deadline = order.endsAt === null ? Number.NaN : Date.parse(order.endsAt);
  // The time the psychic's console was gone is not billed: a pause in progress, and earlier ones.
  const pausedAt = order.pausedAt === null ? Number.NaN : Date.parse(order.pausedAt);
  const until = Math.min(
    nowMs,
    Number.isNaN(deadline) ? nowMs : deadline,
    Number.isNaN(pausedAt) ? nowMs : pausedAt,
  );
  const elapsed = Math.max(0, Math.floor((until - startedAt - order.pausedMs) / 1000));
  const billed = Math.max(0, elapsed - order.freeSeconds);
  return Math.floor((billed * order.ratePerMinute) / 60);
}
