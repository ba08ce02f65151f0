import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { isApiError } from '../../../lib/api/api-error';

/** Whole minutes and the seconds left over, for "12 min 5 s". */
export function durationParts(totalSeconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}

export type LoadProblem = 'forbidden' | 'not-found' | 'failed';

/** How a failed transcript call is told to the user: not theirs, gone, or a passing failure. */
export function loadProblemOf(error: unknown): LoadProblem {
  if (isApiError(error) && error.status === 403) return 'forbidden';
  if (isApiError(error) && error.status === 404) return 'not-found';
  return 'failed';
}

/** Seconds both sides were in the chat (0 if it never started or has not ended). */
export function orderDurationSeconds(order: {
  startedAt: string | null;
  endedAt: string | null;
}): number {
  if (order.startedAt === null || order.endedAt === null) return 0;
  const seconds = (Date.parse(order.endedAt) - Date.parse(order.startedAt)) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
}

/**
 * Seconds a session was running with both sides there: from its start to its end (or to the pause
 * it ended in), less the pauses it came back from. For a call, the seconds the audio flowed.
 */
export function connectedSeconds(
  order: Pick<ChatOrder, 'startedAt' | 'endedAt' | 'pausedAt' | 'pausedMs'>,
): number {
  if (order.startedAt === null || order.endedAt === null) return 0;
  const end = Math.min(Date.parse(order.endedAt), Date.parse(order.pausedAt ?? order.endedAt));
  const seconds = (end - Date.parse(order.startedAt) - order.pausedMs) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
}
