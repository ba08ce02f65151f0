import { useEffect, useState } from 'react';

/**
 * The server's clock as seen from this browser. Deadlines the server sends (a request's lapse, a
 * chat's end) are its own times; a phone whose clock is a minute off would otherwise count down to
 * the wrong moment. Every API answer's `Date` header (whole seconds) gives one reading, taken as the
 * middle of the call; the offset is the median of the last readings, so one slow call does not
 * move it. Without readings the offset is 0 (the browser's own clock).
 */
const READINGS_KEPT = 7;
const readings: number[] = [];
let offsetMs = 0;

export function recordServerDate(date: string | null, sentAtMs: number, answeredAtMs: number) {
  if (date === null) return;
  const serverMs = Date.parse(date);
  if (Number.isNaN(serverMs)) return;
  // The header is truncated to the second: its true value lies up to a second after it.
  const reading = serverMs + 500 - (sentAtMs + answeredAtMs) / 2;
  readings.push(reading);
  if (readings.length > READINGS_KEPT) readings.shift();
  const sorted = [...readings].sort((a, b) => a - b);
  offsetMs = sorted[Math.floor(sorted.length / 2)] ?? 0;
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
  readings.length = 0;
  offsetMs = 0;
}
