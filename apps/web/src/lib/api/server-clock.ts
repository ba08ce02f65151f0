import { useEffect, useState } from 'react';

/**
 * The server's clock as seen from this browser. Deadlines the server sends (a request's lapse, a
 * chat's end) are its own times; a phone whose clock is a minute off would otherwise count down to
 * the wrong moment. Every API answer's `Date` header (whole seconds) bounds the offset: the server
 * read its clock between sending and answering, somewhere in that second. The bounds of successive
 * answers are intersected, so they narrow; when the browser's own clock lies within them it is
 * used as it is (no header noise on a well-set clock), otherwise the middle of the bounds. Bounds
 * that no longer meet (a clock was changed) start over from the newest answer.
 */
let low = Number.NEGATIVE_INFINITY;
let high = Number.POSITIVE_INFINITY;
let offsetMs = 0;

export function recordServerDate(date: string | null, sentAtMs: number, answeredAtMs: number) {
  if (date === null) return;
  const serverMs = Date.parse(date);
  if (Number.isNaN(serverMs)) return;
  const readingLow = serverMs - answeredAtMs;
  const readingHigh = serverMs + 1000 - sentAtMs;
  const nextLow = Math.max(low, readingLow);
  const nextHigh = Math.min(high, readingHigh);
  if (nextLow > nextHigh) {
    low = readingLow;
    high = readingHigh;
  } else {
    low = nextLow;
    high = nextHigh;
  }
  offsetMs = low <= 0 && high >= 0 ? 0 : Math.round((low + high) / 2);
}

/** Milliseconds to add to the browser's clock to get the server's. */
export function serverClockOffsetMs(): number {
  return offsetMs;
}

/** The server's current time in ms. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** The server's time, re-read every second while `running`. */
export function useServerNow(running: boolean): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setNow(serverNow());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [running]);
  return now;
}

/** Only for tests: forget every reading. */
export function resetServerClock(): void {
  low = Number.NEGATIVE_INFINITY;
  high = Number.POSITIVE_INFINITY;
  offsetMs = 0;
}
