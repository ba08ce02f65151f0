import { Body, Observer, SearchRiseSet } from 'astronomy-engine';
import { toAstroTime } from './astro-time';
import { AstroInputError } from './errors';
import { isKnownTimeZone, utcOffsetAt } from './local-time';
import { checkLatitude, checkLongitude, parseCalendarDate } from './validation';

/**
 * Rising and setting by the common almanac convention (also Swiss Ephemeris' default and
 * Drik Panchang's): the event is when the **upper limb** touches the horizon, the centre then
 * standing 34′ (standard horizontal refraction) + the apparent semidiameter below it — 16′ for
 * the Sun on average (its true 15.8′–16.3′ is used), the Moon's topocentric semidiameter for
 * moonrise — at sea level with a flat horizon. astronomy-engine's `SearchRiseSet` implements
 * exactly this; the Moon's parallax is included because positions are topocentric.
 */
export const REFRACTION_ARCMIN = 34;

export interface DayPlace {
  /** Local calendar date `YYYY-MM-DD` in `timeZone`. */
  readonly date: string;
  /** Degrees, north positive, strictly between -90 and 90. */
  readonly latitude: number;
  /** Degrees, east positive. */
  readonly longitude: number;
  /** IANA zone, e.g. `Asia/Kolkata`; fixes the local day and the weekday. */
  readonly timeZone: string;
}

export interface CheckedDayPlace extends DayPlace {
  readonly observer: Observer;
  /** The instants of local midnight starting and ending the day (23–25 h apart on DST days). */
  readonly dayStartMs: number;
  readonly dayEndMs: number;
  /** 0 = Sunday … 6 = Saturday, of the local date. */
  readonly weekday: number;
}

const DAY_MS = 86_400_000;

/** Validates a date and place and finds the local day's bounds. */
export function checkDayPlace(input: DayPlace): CheckedDayPlace {
  const { year, month, day } = parseCalendarDate(input.date, 'date');
  const latitude = checkLatitude(input.latitude);
  const longitude = checkLongitude(input.longitude);
  if (typeof input.timeZone !== 'string' || !isKnownTimeZone(input.timeZone)) {
    throw new AstroInputError(
      'INVALID_TIME_ZONE',
      'timeZone',
      `timeZone must be an IANA time zone such as Asia/Kolkata, got "${input.timeZone}"`,
    );
  }
  const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return {
    ...input,
    latitude,
    longitude,
    observer: new Observer(latitude, longitude, 0),
    dayStartMs: utcOffsetAt(input.timeZone, input.date, '00:00').utc.getTime(),
    dayEndMs: utcOffsetAt(input.timeZone, next, '00:00').utc.getTime(),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** The first rise (+1) or set (−1) of the Sun or Moon after `fromMs` within `limitDays`. */
export function nextRiseSet(
  body: 'Sun' | 'Moon',
  direction: 1 | -1,
  observer: Observer,
  fromMs: number,
  limitDays: number,
): number | null {
  const found = SearchRiseSet(
    body === 'Sun' ? Body.Sun : Body.Moon,
    observer,
    direction,
    toAstroTime(new Date(fromMs)),
    limitDays,
  );
  return found === null ? null : found.date.getTime();
}

export interface RiseSetTimes {
  /** UTC ISO instants within the local day, or null when the body does not rise/set that day. */
  readonly sunrise: string | null;
  /** The first sunset after `sunrise` (within a day of it), else the local day's first sunset. */
  readonly sunset: string | null;
  /** The sunrise that ends this panchang day (may fall on the next local date). */
  readonly nextSunrise: string | null;
  readonly moonrise: string | null;
  readonly moonset: string | null;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** Sunrise, sunset, moonrise and moonset on a local date at a place. */
export function riseSetTimes(place: CheckedDayPlace): RiseSetTimes {
  const { observer, dayStartMs, dayEndMs } = place;
  const length = (dayEndMs - dayStartMs) / DAY_MS;
  const within = (ms: number | null): number | null => (ms !== null && ms < dayEndMs ? ms : null);
  const sunrise = within(nextRiseSet('Sun', 1, observer, dayStartMs, length));
  // The sunset closing this day's daytime: after the sunrise (far north it may fall after local
  // midnight); on a day without sunrise, the first sunset of the local day, if any.
  const sunset =
    sunrise === null
      ? within(nextRiseSet('Sun', -1, observer, dayStartMs, length))
      : nextRiseSet('Sun', -1, observer, sunrise, 1);
  const nextSunrise =
    sunrise === null ? null : nextRiseSet('Sun', 1, observer, sunrise + 60_000, 2);
  return {
    sunrise: iso(sunrise),
    sunset: iso(sunset),
    nextSunrise: iso(nextSunrise),
    moonrise: iso(within(nextRiseSet('Moon', 1, observer, dayStartMs, length))),
    moonset: iso(within(nextRiseSet('Moon', -1, observer, dayStartMs, length))),
  };
}
