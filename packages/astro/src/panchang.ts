import { NAKSHATRAS, type NakshatraName } from './nakshatra';
import { elementSpans, type AngleElement, type ElementSpan } from './panchang-angles';
import {
  VARAS,
  YOGAS,
  karanaName,
  tithiName,
  type KaranaName,
  type Paksha,
  type TithiName,
  type VaraName,
  type YogaName,
} from './panchang-names';
import { checkDayPlace, riseSetTimes, type DayPlace, type RiseSetTimes } from './sunrise';

/**
 * Panchang of a local date at a place (see README "Panchang"): the five limbs at local sunrise —
 * tithi (Moon − Sun in 12° steps, 30), vara (weekday of the sunrise), nakshatra (sidereal Moon in
 * 13°20′ steps, 27), yoga (sidereal Sun + Moon in 13°20′ steps, 27) and karana (half-tithis of 6°,
 * 60) — each with the elements that follow until the next sunrise, every one with start and end.
 */
export type PanchangInput = DayPlace;

export interface PanchangPeriod<K extends string> {
  readonly number: number;
  readonly key: K;
  /** UTC ISO instants. */
  readonly start: string;
  readonly end: string;
}

export interface TithiPeriod extends PanchangPeriod<TithiName> {
  readonly paksha: Paksha;
}

export interface TimeSpan {
  readonly start: string;
  readonly end: string;
}

export interface Panchang extends RiseSetTimes {
  readonly date: string;
  readonly timeZone: string;
  /** The instant the limbs are taken at: sunrise, or local noon where the Sun does not rise. */
  readonly reference: string;
  readonly vara: VaraName;
  /** The element running at `reference` first, then each one starting before the next sunrise. */
  readonly tithi: readonly TithiPeriod[];
  readonly nakshatra: readonly PanchangPeriod<NakshatraName>[];
  readonly yoga: readonly PanchangPeriod<YogaName>[];
  readonly karana: readonly PanchangPeriod<KaranaName>[];
  /** Null where the Sun does not both rise and set that day. */
  readonly rahuKaal: TimeSpan | null;
  readonly yamaganda: TimeSpan | null;
  readonly gulika: TimeSpan | null;
}

/**
 * Which eighth (1–8) of the daytime (sunrise to sunset) each period takes, Sunday first. The
 * traditional tables of the South Indian almanacs, as Drik Panchang and PyJHora use them
 * (Rahu: Mon 2, Sat 3, Fri 4, Wed 5, Thu 6, Tue 7, Sun 8).
 */
export const RAHU_KAAL_PART = [8, 2, 7, 5, 6, 4, 3] as const;
export const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6] as const;
export const GULIKA_PART = [7, 6, 5, 4, 3, 2, 1] as const;

const HOUR_MS = 3_600_000;
const iso = (ms: number): string => new Date(ms).toISOString();

function daySpan(sunrise: number, sunset: number, part: number): TimeSpan {
  const eighth = (sunset - sunrise) / 8;
  return { start: iso(sunrise + (part - 1) * eighth), end: iso(sunrise + part * eighth) };
}

function periods<K extends string>(
  element: AngleElement,
  fromMs: number,
  untilMs: number,
  name: (n: number) => K,
): PanchangPeriod<K>[] {
  return elementSpans(element, fromMs, untilMs).map((span: ElementSpan) => ({
    number: span.number,
    key: name(span.number),
    start: iso(span.startMs),
    end: iso(span.endMs),
  }));
}

export function panchang(input: PanchangInput): Panchang {
  const place = checkDayPlace(input);
  const times = riseSetTimes(place);
  const sunrise = times.sunrise === null ? null : Date.parse(times.sunrise);
  const sunset = times.sunset === null ? null : Date.parse(times.sunset);
  const referenceMs = sunrise ?? place.dayStartMs + 12 * HOUR_MS;
  const untilMs = times.nextSunrise === null ? place.dayEndMs : Date.parse(times.nextSunrise);
  const weekday = place.weekday;
  const daytime = sunrise !== null && sunset !== null && sunset > sunrise;
  const nakshatraKey = (n: number): NakshatraName => NAKSHATRAS[n - 1] as NakshatraName;
  const yogaKey = (n: number): YogaName => YOGAS[n - 1] as YogaName;

  return {
    date: place.date,
    timeZone: place.timeZone,
    ...times,
    reference: iso(referenceMs),
    vara: VARAS[weekday] as VaraName,
    tithi: periods('tithi', referenceMs, untilMs, (n) => tithiName(n).key).map((p) => ({
      ...p,
      paksha: tithiName(p.number).paksha,
    })),
    nakshatra: periods('nakshatra', referenceMs, untilMs, nakshatraKey),
    yoga: periods('yoga', referenceMs, untilMs, yogaKey),
    karana: periods('karana', referenceMs, untilMs, karanaName),
    rahuKaal: daytime ? daySpan(sunrise, sunset, RAHU_KAAL_PART[weekday] ?? 1) : null,
    yamaganda: daytime ? daySpan(sunrise, sunset, YAMAGANDA_PART[weekday] ?? 1) : null,
    gulika: daytime ? daySpan(sunrise, sunset, GULIKA_PART[weekday] ?? 1) : null,
  };
}
