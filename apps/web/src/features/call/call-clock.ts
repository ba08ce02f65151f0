import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import type { CallLinkState } from './connection/call-link-state';

/** What the call screen's status line says (`data-state` of `call-status`). */
export type CallScreenState = 'connecting' | 'connected' | 'reconnecting' | 'ended';

/**
 * Whole seconds of the call both sides were connected, at `nowMs` (the server's clock): from the
 * start, less the pauses (the call begins paused until both report audio, and pauses while it is
 * down), standing still during a pause and never past the deadline the balance sets.
 */
export function connectedSeconds(order: ChatOrder, nowMs: number): number {
  if (order.startedAt === null) return 0;
  const startedAt = Date.parse(order.startedAt);
  if (Number.isNaN(startedAt)) return 0;
  const limits = [nowMs, order.endedAt, order.endsAt, order.pausedAt]
    .map((value) => (typeof value === 'string' ? Date.parse(value) : value))
    .filter((value): value is number => value !== null && !Number.isNaN(value));
  const until = Math.min(...limits);
  return Math.max(0, Math.floor((until - startedAt - order.pausedMs) / 1000));
}

/** What the screen has seen of this call so far (kept by `useCallScreenState`). */
export interface CallHistorySeen {
  /** This side's audio link was connected at some point. */
  linkUp: boolean;
  /** The server's clock ran (active and not paused) at some point. */
  billed: boolean;
}

/**
 * The status line: ended once the order says so; "reconnecting" while the server holds the clock
 * for the audio after it had run (the other side's link may be down before ours notices);
 * connected while this side's audio flows; "reconnecting" again when it had flowed and is down;
 * connecting before that.
 */
export function callScreenState(
  order: ChatOrder,
  link: CallLinkState,
  seen: CallHistorySeen,
): CallScreenState {
  if (order.status === 'ended') return 'ended';
  if (seen.billed && order.pauseReason === 'media') return 'reconnecting';
  if (link === 'connected') return 'connected';
  return seen.linkUp || seen.billed ? 'reconnecting' : 'connecting';
}
