import { formatClock } from '../room/remaining-time';

/**
 * Whole seconds until a waiting request lapses (its `expiresAt`, a server time) at `serverNowMs`,
 * the server's clock as this browser estimates it; null without a deadline. Never negative: at
 * zero the server's sweeper is about to release the request.
 */
function secondsUntilLapse(expiresAt: string | null, serverNowMs: number): number | null {
  if (expiresAt === null) return null;
  const deadline = Date.parse(expiresAt);
  if (Number.isNaN(deadline)) return null;
  return Math.max(0, Math.ceil((deadline - serverNowMs) / 1000));
}

/** `m:ss` left until the lapse, or null without a deadline. */
export function lapseClock(expiresAt: string | null, serverNowMs: number): string | null {
  const seconds = secondsUntilLapse(expiresAt, serverNowMs);
  return seconds === null ? null : formatClock(seconds);
}
