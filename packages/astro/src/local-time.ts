/**
 * Civil (wall-clock) time at a birth place -> the UTC instant, with the offset the IANA time-zone
 * database gives for that moment (historical rules included: India was +06:30 in 1943, Germany
 * had double summer time in 1945). The runtime's ICU data is the database; Node ships it whole.
 */

/** How a wall-clock time maps onto the zone's clock that day. */
export type LocalTimeKind =
  /** Exactly one instant shows this time. */
  | 'exact'
  /** Clocks were turned back: the time happened twice; we take the first (earlier) instant. */
  | 'ambiguous'
  /** Clocks jumped forward over this time; we read it with the offset in force before the jump. */
  | 'gap';

export interface UtcOffset {
  /** Minutes east of UTC, e.g. 330 for +05:30. */
  readonly offsetMinutes: number;
  readonly kind: LocalTimeKind;
  /** The instant of the birth. */
  readonly utc: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    // Throws a RangeError for a zone the database does not know.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the runtime's time-zone database knows `timeZone`. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Offset of `timeZone` from UTC at instant `ms`, in minutes (seconds of LMT offsets dropped). */
export function offsetAtInstant(timeZone: string, ms: number): number {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    parts[part.type] = part.value;
  }
  const year = Number(parts.year) * (parts.era === 'BC' ? -1 : 1);
  const wall = Date.UTC(
    year,
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const whole = Math.floor(ms / 1000) * 1000;
  return Math.round((wall - whole) / MINUTE_MS);
}

/**
 * The UTC offset of `timeZone` at the wall-clock moment `localDate` (`YYYY-MM-DD`) `localTime`
 * (`HH:MM`). Same disambiguation as Temporal's `'compatible'`: a repeated time is the earlier
 * instant, a skipped time is read with the offset before the jump (so it lands after the jump).
 */
export function utcOffsetAt(timeZone: string, localDate: string, localTime: string): UtcOffset {
  const date = DATE.exec(localDate);
  const time = TIME.exec(localTime);
  if (date === null) throw new RangeError(`localDate must be YYYY-MM-DD, got ${localDate}`);
  if (time === null) throw new RangeError(`localTime must be HH:MM, got ${localTime}`);
  const wall = Date.UTC(
    Number(date[1]),
    Number(date[2]) - 1,
    Number(date[3]),
    Number(time[1]),
    Number(time[2]),
  );
  // Every zone's offsets lie within ±18 h, so the offsets a day either side cover each candidate.
  const before = offsetAtInstant(timeZone, wall - DAY_MS);
  const after = offsetAtInstant(timeZone, wall + DAY_MS);
  const candidates = [...new Set([before, after])]
    .filter((offset) => offsetAtInstant(timeZone, wall - offset * MINUTE_MS) === offset)
    // The larger offset gives the earlier instant.
    .sort((a, b) => b - a);
  const [first] = candidates;
  if (first !== undefined) {
    return {
      offsetMinutes: first,
      kind: candidates.length > 1 ? 'ambiguous' : 'exact',
      utc: new Date(wall - first * MINUTE_MS),
    };
  }
  return { offsetMinutes: before, kind: 'gap', utc: new Date(wall - before * MINUTE_MS) };
}

/** `+05:30`, `-03:00`: an offset in minutes as ISO 8601 text. */
export function formatUtcOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(offsetMinutes);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}
