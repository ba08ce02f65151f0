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
