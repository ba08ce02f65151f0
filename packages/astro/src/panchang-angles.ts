import { angleDifference, normalizeDegrees } from './angles';
import { toAstroTime } from './astro-time';
import { trueLahiriAyanamsa } from './ayanamsa';
import { tropicalLongitude } from './planet-positions';

/**
 * The four angle-based panchang elements. Each is an angle cut into equal parts; the element's
 * number is the part the angle stands in, and it ends when the angle reaches the next multiple.
 * Moon and Sun are apparent geocentric longitudes (as in the kundli); sidereal ones subtract the
 * true Lahiri ayanamsa, so nakshatra and yoga agree with the kundli's Moon.
 */
export type AngleElement = 'tithi' | 'karana' | 'nakshatra' | 'yoga';

interface ElementDefinition {
  readonly parts: number;
  /** The angle in degrees at an instant. */
  readonly angle: (ms: number) => number;
  /** Mean rate in °/day: only the first guess of the solver. */
  readonly meanRate: number;
}

function sunMoon(ms: number): { sun: number; moon: number; time: ReturnType<typeof toAstroTime> } {
  const time = toAstroTime(new Date(ms));
  return { sun: tropicalLongitude('Sun', time), moon: tropicalLongitude('Moon', time), time };
}

/** Moon − Sun, 0–360° (the ayanamsa cancels). */
export function elongationAt(ms: number): number {
  const { sun, moon } = sunMoon(ms);
  return normalizeDegrees(moon - sun);
}

/** Sidereal (Lahiri) Moon longitude. */
export function siderealMoonAt(ms: number): number {
  const time = toAstroTime(new Date(ms));
  return normalizeDegrees(tropicalLongitude('Moon', time) - trueLahiriAyanamsa(time));
}

/** Sidereal Sun + sidereal Moon, 0–360°. */
export function yogaAngleAt(ms: number): number {
  const { sun, moon, time } = sunMoon(ms);
  return normalizeDegrees(sun + moon - 2 * trueLahiriAyanamsa(time));
}

export const ELEMENTS: Readonly<Record<AngleElement, ElementDefinition>> = {
  tithi: { parts: 30, angle: elongationAt, meanRate: 12.19 },
  karana: { parts: 60, angle: elongationAt, meanRate: 12.19 },
  nakshatra: { parts: 27, angle: siderealMoonAt, meanRate: 13.18 },
  yoga: { parts: 27, angle: yogaAngleAt, meanRate: 14.17 },
};

const DAY_MS = 86_400_000;
/** Stop when a step moves the instant by less than this. */
const TOLERANCE_MS = 100;
const MAX_ITERATIONS = 40;

/**
 * The instant near `fromMs` where `angle` equals `target` (degrees). The angles here always
 * increase (the Moon never turns retrograde), so a secant iteration from a mean-rate guess
 * converges in 3–5 steps; the result is good to well under a second.
 */
export function solveAngle(
  angle: (ms: number) => number,
  target: number,
  fromMs: number,
  meanRate: number,
): number {
  let t0 = fromMs;
  let h0 = angleDifference(angle(t0), target);
  if (h0 === 0) return t0;
  let t1 = t0 - (h0 / meanRate) * DAY_MS;
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const h1 = angleDifference(angle(t1), target);
    if (h1 === 0 || h1 === h0) return t1;
    const t2 = t1 - (h1 * (t1 - t0)) / (h1 - h0);
    if (Math.abs(t2 - t1) < TOLERANCE_MS) return t2;
    [t0, h0, t1] = [t1, h1, t2];
  }
  return t1;
}

export interface ElementSpan {
  /** 1-based number of the element (tithi 1–30, karana 1–60, nakshatra 1–27, yoga 1–27). */
  readonly number: number;
  readonly startMs: number;
  readonly endMs: number;
}

/**
 * The element running at `atMs` and those following it that begin before `untilMs`, each with
 * its start and end instants.
 */
export function elementSpans(element: AngleElement, atMs: number, untilMs: number): ElementSpan[] {
  const { parts, angle, meanRate } = ELEMENTS[element];
  const width = 360 / parts;
  const index = Math.min(parts - 1, Math.floor((angle(atMs) * parts) / 360));
  const spans: ElementSpan[] = [];
  let startMs = solveAngle(angle, index * width, atMs, meanRate);
  let current = index;
  // A span ends at the next boundary; at most a few spans fit in one day.
  for (let guard = 0; guard < 6; guard++) {
    const endMs = solveAngle(angle, ((current + 1) % parts) * width, startMs, meanRate);
    spans.push({ number: current + 1, startMs, endMs });
    if (endMs >= untilMs) break;
    startMs = endMs;
    current = (current + 1) % parts;
  }
  return spans;
}
