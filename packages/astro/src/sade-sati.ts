import { normalizeDegrees } from './angles';
import { signTimeline } from './sign-ingresses';
import { MAX_YEAR, checkMoonLongitude, parseInstant } from './validation';
import { signCount, signOf } from './zodiac';

/**
 * Sade Sati ("seven and a half"): Saturn's transit (gochara) through the 12th, 1st and 2nd
 * signs counted from the natal Moon sign — about 2½ years each. Phases: rising (12th), peak
 * (1st, over the Moon sign), setting (2nd). Saturn's sidereal (Lahiri) sign is used, as for the
 * kundli; retrograde exits and re-entries split the phases exactly as Saturn moves. A period is
 * one unbroken stay in the three signs (a retrograde step back out of the 12th ends it).
 */
export const SADE_SATI_RULE = 'sadeSati.saturn12th1st2ndFromMoonSign';

export type SadeSatiPhase = 'rising' | 'peak' | 'setting';

const PHASE_BY_HOUSE: Readonly<Record<number, SadeSatiPhase>> = {
  12: 'rising',
  1: 'peak',
  2: 'setting',
};

export interface SadeSatiPhaseSpan {
  readonly phase: SadeSatiPhase;
  /** Saturn's sidereal sign during the span. */
  readonly saturnSign: number;
  /** UTC ISO instants. */
  readonly start: string;
  readonly end: string;
}

export interface SadeSatiPeriod {
  /**
   * 1 for the first Sade Sati of the life, 2 for the next (~30 years on), …: periods split only
   * by a retrograde step out of the zone (gap < 3 years) share their cycle.
   */
  readonly cycle: number;
  readonly start: string;
  readonly end: string;
  readonly phases: readonly SadeSatiPhaseSpan[];
}

export interface SadeSatiInput {
  readonly birth: Date | string;
  /** Natal Moon's sidereal longitude (the kundli's `planets.Moon.longitude`). */
  readonly moonLongitude: number;
  /** The instant for `current` (the caller's "now"; never read from the clock here). */
  readonly at: Date | string;
  /** Years of life to cover after birth; 100 unless given (capped at the end of MAX_YEAR). */
  readonly years?: number;
}

export interface SadeSati {
  readonly rule: typeof SADE_SATI_RULE;
  readonly moonSign: number;
  /** The phase at `at`, or 'none'. */
  readonly current: {
    readonly phase: SadeSatiPhase | 'none';
    readonly period: SadeSatiPeriod | null;
  };
  /**
   * Every period that overlaps the covered life, in order. The first may have begun before
   * birth (its real start is given); the last may run past the covered range (its `end` is then
   * the end of the range).
   */
  readonly periods: readonly SadeSatiPeriod[];
}

const YEAR_MS = 365.25 * 86_400_000;
/** A Sade Sati lasts ~7½ years (up to ~8 with retrograde loops): look this far back from birth. */
const LOOK_BACK_MS = 9 * YEAR_MS;
const CYCLE_GAP_MS = 3 * YEAR_MS;
const RANGE_END_MS = Date.UTC(MAX_YEAR, 11, 31);

const iso = (ms: number): string => new Date(ms).toISOString();

export function sadeSati(input: SadeSatiInput): SadeSati {
  const birthMs = parseInstant(input.birth, 'birth').getTime();
  const atMs = parseInstant(input.at, 'at').getTime();
  const moonSign = signOf(checkMoonLongitude(input.moonLongitude, 'moonLongitude'));
  // A life of 0–150 years; anything else (NaN, negative) falls back to the default of 100.
  const years =
    input.years !== undefined && input.years >= 0 && input.years <= 150 ? input.years : 100;
  const fromMs = birthMs - LOOK_BACK_MS;
  const toMs = Math.min(birthMs + years * YEAR_MS, RANGE_END_MS);
  // Saturn entering or leaving the 12th, 1st and 2nd signs: the starts of those and of the 3rd.
  const boundaries = [-1, 0, 1, 2].map((k) => normalizeDegrees((moonSign - 1 + k) * 30));
  const timeline = signTimeline('Saturn', fromMs, toMs, boundaries);

  // Saturn's sign over consecutive spans of time.
  const spans: { sign: number; start: number; end: number }[] = [];
  let sign = timeline.initialSign;
  let start = fromMs;
  for (const ingress of timeline.ingresses) {
    spans.push({ sign, start, end: ingress.ms });
    sign = ingress.sign;
    start = ingress.ms;
  }
  spans.push({ sign, start, end: toMs });

  const periods: SadeSatiPeriod[] = [];
  let open: SadeSatiPhaseSpan[] = [];
  const close = (): void => {
    const first = open[0];
    const last = open.at(-1);
    if (first && last) {
      const previous = periods.at(-1);
      const sameCycle =
        previous !== undefined && Date.parse(first.start) - Date.parse(previous.end) < CYCLE_GAP_MS;
      const cycle = previous === undefined ? 1 : previous.cycle + (sameCycle ? 0 : 1);
      periods.push({ cycle, start: first.start, end: last.end, phases: open });
    }
    open = [];
  };
  // A period already running at the look-back start has no known beginning: it is skipped
  // (it ends long before birth, since the look-back exceeds the longest Sade Sati).
  let skipping = false;
  spans.forEach((span, index) => {
    const phase = PHASE_BY_HOUSE[signCount(moonSign, span.sign)];
    if (phase === undefined) {
      close();
      skipping = false;
      return;
    }
    if (index === 0) skipping = true;
    if (skipping) return;
    open.push({ phase, saturnSign: span.sign, start: iso(span.start), end: iso(span.end) });
  });
  close();

  const firstInLife = periods.find((p) => Date.parse(p.end) > birthMs);
  const inLife = periods
    .filter((p) => Date.parse(p.end) > birthMs)
    .map((p) => ({ ...p, cycle: p.cycle - (firstInLife?.cycle ?? 1) + 1 }));
  return sadeSatiAt(
    { rule: SADE_SATI_RULE, moonSign, current: { phase: 'none', period: null }, periods: inLife },
    atMs,
  );
}

/**
 * The same scan with `current` taken at another instant: the periods of a life do not depend on
 * "now", so a caller may keep one scan per chart (the scan is the costly part) and ask it again.
 */
export function sadeSatiAt(scan: SadeSati, at: Date | string | number): SadeSati {
  const atMs = typeof at === 'number' ? at : parseInstant(at, 'at').getTime();
  const running = <T extends { start: string; end: string }>(spans: readonly T[]) =>
    spans.find((p) => Date.parse(p.start) <= atMs && atMs < Date.parse(p.end));
  const period = running(scan.periods) ?? null;
  const phase = (period === null ? undefined : running(period.phases))?.phase ?? 'none';
  return { ...scan, current: { phase, period } };
}
