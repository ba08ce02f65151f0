import { Body, HelioVector } from 'astronomy-engine';
import { normalizeDegrees } from './angles';
import { toAstroTime } from './astro-time';
import { trueLahiriAyanamsa } from './ayanamsa';
import type { BodyGraha } from './grahas';
import { tropicalLongitude } from './planet-positions';
import { signOf } from './zodiac';
import { itemAt } from './list';

/** Sidereal (Lahiri) longitude of a body at an instant, as the kundli computes it. */
export function siderealLongitudeAt(graha: BodyGraha, ms: number): number {
  const time = toAstroTime(new Date(ms));
  return normalizeDegrees(tropicalLongitude(graha, time) - trueLahiriAyanamsa(time));
}

export interface SignIngress {
  /** Instant (ms since epoch) the body enters `sign`. */
  readonly ms: number;
  /** Sign 1–12 entered. */
  readonly sign: number;
  /** True when entered moving backwards (a retrograde re-entry into the previous sign). */
  readonly retrograde: boolean;
}

export interface SignTimeline {
  /** Sign at `fromMs`. */
  readonly initialSign: number;
  readonly ingresses: readonly SignIngress[];
}

const DAY_MS = 86_400_000;
/** Instants are refined to this. */
const TOLERANCE_MS = 60_000;
const J2000_OBLIQUITY = (23.4392911 * Math.PI) / 180;

const BODY_OF: Readonly<Record<BodyGraha, Body>> = {
  Sun: Body.Sun,
  Moon: Body.Moon,
  Mars: Body.Mars,
  Mercury: Body.Mercury,
  Jupiter: Body.Jupiter,
  Venus: Body.Venus,
  Saturn: Body.Saturn,
};

/**
 * Geometric geocentric longitude on the fixed J2000 ecliptic (no light-time, aberration,
 * precession or nutation): ~6× cheaper than the apparent position and, the sidereal zodiac being
 * fixed to the stars, within ~1′ of the sidereal longitude after a slowly varying offset.
 */
function fixedFrameLongitude(body: Body, ms: number): number {
  const time = toAstroTime(new Date(ms));
  const planet = HelioVector(body, time);
  const earth = HelioVector(Body.Earth, time);
  const [x, y, z] = [planet.x - earth.x, planet.y - earth.y, planet.z - earth.z];
  const eclipticY = Math.cos(J2000_OBLIQUITY) * y + Math.sin(J2000_OBLIQUITY) * z;
  return (Math.atan2(eclipticY, x) * 180) / Math.PI;
}

/**
 * Every sign change of a slow body (Mars … Saturn) between two instants, retrograde re-entries
 * included.
 *
 * Method: sample a cheap fixed-frame longitude (offset to the sidereal one, the offset
 * interpolated between the range's ends) every `stepDays` and unwrap it; where the motion turns
 * (a station) between samples near a sign boundary, locate the turning point by golden-section
 * search and cut there, so the longitude is monotonic between consecutive cut points. Each
 * multiple of 30° inside a monotonic piece is crossed once: bisection on the cheap longitude
 * brackets it, then a secant iteration on the accurate sidereal longitude (the kundli's) fixes
 * the instant to a minute. The step (40 days) must be under half the time between two stations
 * (Saturn ≥ 4 months, Jupiter ≥ 3½).
 */
export function signTimeline(
  graha: BodyGraha,
  fromMs: number,
  toMs: number,
  /** Only these sign starts (0, 30, … 330) are looked for; every sign change when omitted. */
  boundaries?: readonly number[],
  stepDays = 40,
): SignTimeline {
  const wanted = (boundary: number): boolean =>
    boundaries === undefined || boundaries.includes(normalizeDegrees(boundary));
  const body = BODY_OF[graha];
  const accurate = (ms: number): number => siderealLongitudeAt(graha, ms);
  const offsetFrom = wrap180(accurate(fromMs) - fixedFrameLongitude(body, fromMs));
  const offsetTo = wrap180(accurate(toMs) - fixedFrameLongitude(body, toMs));
  const span = Math.max(1, toMs - fromMs);
  const longitude = (ms: number): number =>
    fixedFrameLongitude(body, ms) + offsetFrom + ((offsetTo - offsetFrom) * (ms - fromMs)) / span;

  const step = stepDays * DAY_MS;
  const times: number[] = [];
  const unwrapped: number[] = [];
  for (let ms = fromMs; ; ms = Math.min(ms + step, toMs)) {
    const value = longitude(ms);
    const previous = unwrapped.at(-1);
    times.push(ms);
    unwrapped.push(previous === undefined ? value : liftNear(value, previous));
    if (ms >= toMs) break;
  }

  // Knots between which the longitude is monotonic: a sample next to a station that could
  // cross a boundary is replaced by the station itself.
  const knots: { ms: number; value: number }[] = [
    { ms: itemAt(times, 0), value: itemAt(unwrapped, 0) },
  ];
  for (let i = 1; i < times.length; i++) {
    const before = itemAt(unwrapped, i) - itemAt(unwrapped, i - 1);
    const after = i + 1 < times.length ? itemAt(unwrapped, i + 1) - itemAt(unwrapped, i) : before;
    const turns = Math.sign(before) !== Math.sign(after) && before !== 0 && after !== 0;
    const margin = 2 * Math.max(Math.abs(before), Math.abs(after));
    const low =
      Math.min(itemAt(unwrapped, i - 1), itemAt(unwrapped, i), unwrapped[i + 1] ?? Infinity) -
      margin;
    const high =
      Math.max(itemAt(unwrapped, i - 1), itemAt(unwrapped, i), unwrapped[i + 1] ?? -Infinity) +
      margin;
    if (turns && boundariesBetween(low, high).some(wanted)) {
      const station = turningPoint(
        longitude,
        itemAt(times, i - 1),
        itemAt(times, i + 1),
        before > 0,
      );
      knots.push({ ms: station, value: liftNear(longitude(station), itemAt(unwrapped, i)) });
    } else {
      knots.push({ ms: itemAt(times, i), value: itemAt(unwrapped, i) });
    }
  }

  const ingresses: SignIngress[] = [];
  for (let k = 1; k < knots.length; k++) {
    const a = itemAt(knots, k - 1);
    const b = itemAt(knots, k);
    const forward = b.value > a.value;
    const low = Math.min(a.value, b.value);
    const high = Math.max(a.value, b.value);
    const crossings = boundariesBetween(low, high).filter(wanted);
    if (!forward) crossings.reverse();
    for (const boundary of crossings) {
      const rough = bisect((t) => liftNear(longitude(t), boundary) - boundary, a.ms, b.ms, forward);
      const ms = refine((t) => liftNear(accurate(t), boundary) - boundary, rough);
      // Entering forwards means the sign starting at the boundary; backwards, the one ending there.
      const sign = signOf(normalizeDegrees(forward ? boundary : boundary - 15));
      ingresses.push({ ms, sign, retrograde: !forward });
    }
  }
  return { initialSign: signOf(normalizeDegrees(accurate(fromMs))), ingresses };
}

/** Multiples of 30 in (low, high], ascending. */
function boundariesBetween(low: number, high: number): number[] {
  const found: number[] = [];
  for (let boundary = Math.floor(low / 30 + 1) * 30; boundary <= high; boundary += 30) {
    if (boundary > low) found.push(boundary);
  }
  return found;
}

/** Secant steps on the accurate longitude from the cheap estimate; keeps it if they stray. */
function refine(f: (ms: number) => number, rough: number): number {
  let [t0, t1] = [rough, rough + DAY_MS / 4];
  let [h0, h1] = [f(t0), f(t1)];
  for (let i = 0; i < 8 && h1 !== h0; i++) {
    const t2 = t1 - (h1 * (t1 - t0)) / (h1 - h0);
    if (!Number.isFinite(t2) || Math.abs(t2 - rough) > 5 * DAY_MS) return rough;
    if (Math.abs(t2 - t1) < TOLERANCE_MS) return t2;
    [t0, h0, t1] = [t1, h1, t2];
    h1 = f(t1);
  }
  return t1;
}

function wrap180(d: number): number {
  return ((((d + 180) % 360) + 360) % 360) - 180;
}

/** The representative of `value` (mod 360) nearest `reference`. */
function liftNear(value: number, reference: number): number {
  return reference + wrap180(value - reference);
}

/** Instant (to ~an hour) where an increasing or decreasing function crosses 0 on [a, b]. */
function bisect(f: (ms: number) => number, a: number, b: number, increasing: boolean): number {
  let [lo, hi] = [a, b];
  while (hi - lo > BISECT_TOLERANCE_MS) {
    const mid = (lo + hi) / 2;
    const below = f(mid) < 0;
    if (below === increasing) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

const BISECT_TOLERANCE_MS = 3_600_000;
const GOLDEN = (Math.sqrt(5) - 1) / 2;
const STATION_TOLERANCE_MS = DAY_MS / 2;

/** The instant of the maximum (`maximum`) or minimum of the longitude on [a, b]. */
function turningPoint(
  longitude: (ms: number) => number,
  a: number,
  b: number,
  maximum: boolean,
): number {
  const reference = longitude(a);
  const score = (ms: number): number => {
    const v = liftNear(longitude(ms), reference);
    return maximum ? v : -v;
  };
  let [lo, hi] = [a, b];
  let x1 = hi - GOLDEN * (hi - lo);
  let x2 = lo + GOLDEN * (hi - lo);
  let [f1, f2] = [score(x1), score(x2)];
  while (hi - lo > STATION_TOLERANCE_MS) {
    if (f1 < f2) {
      lo = x1;
      [x1, f1] = [x2, f2];
      x2 = lo + GOLDEN * (hi - lo);
      f2 = score(x2);
    } else {
      hi = x2;
      [x2, f2] = [x1, f1];
      x1 = hi - GOLDEN * (hi - lo);
      f1 = score(x1);
    }
  }
  return (lo + hi) / 2;
}
