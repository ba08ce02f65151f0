import type { Graha } from './grahas';
import { checkMoonLongitude, parseInstant } from './validation';

/**
 * Vimshottari dasha (Brihat Parashara Hora Shastra, ch. 46 "Dasha-adhyaya"): nine lords in a
 * fixed order with fixed years summing to 120. The first lord is the ruler of the natal Moon's
 * nakshatra (Ashwini → Ketu, Bharani → Venus, … repeating every nine nakshatras); the part of its
 * period still to run at birth (the "balance") is its years × the fraction of the nakshatra the
 * Moon has not yet crossed. Sub-periods (antardasha, pratyantardasha) start with the parent's lord
 * and follow the same order, each lasting parent × lord's years / 120.
 */
export const VIMSHOTTARI_ORDER = [
  'Ketu',
  'Venus',
  'Sun',
  'Moon',
  'Mars',
  'Rahu',
  'Jupiter',
  'Saturn',
  'Mercury',
] as const satisfies readonly Graha[];
export type DashaLord = (typeof VIMSHOTTARI_ORDER)[number];

export const VIMSHOTTARI_YEARS: Readonly<Record<DashaLord, number>> = {
  Ketu: 7,
  Venus: 20,
  Sun: 6,
  Moon: 10,
  Mars: 7,
  Rahu: 18,
  Jupiter: 16,
  Saturn: 19,
  Mercury: 17,
};

export const VIMSHOTTARI_TOTAL_YEARS = 120;

/**
 * Length of a dasha year: the Julian year of 365.25 days, the convention of most Vedic software
 * (Jagannatha Hora's default "Julian year", Astrosage). Others use the sidereal solar year
 * (365.2564 d) or 360-day "savana" years; the difference is ~9 hours per year of dasha.
 */
export const DASHA_YEAR_DAYS = 365.25;
const DAY_MS = 86_400_000;
const YEAR_MS = DASHA_YEAR_DAYS * DAY_MS;

export type DashaLevel = 'mahadasha' | 'antardasha' | 'pratyantardasha';

export interface DashaPeriod {
  readonly lord: DashaLord;
  /** UTC ISO 8601 instants (millisecond precision); a period ends where the next one starts. */
  readonly start: string;
  readonly end: string;
  /** Length in dasha years (DASHA_YEAR_DAYS each). */
  readonly years: number;
}

export interface Antardasha extends DashaPeriod {
  readonly pratyantardashas: readonly DashaPeriod[];
}

export interface Mahadasha extends DashaPeriod {
  readonly antardashas: readonly Antardasha[];
}

export interface DashaBalance {
  readonly lord: DashaLord;
  /** Natal nakshatra 1–27 whose ruler opens the sequence. */
  readonly nakshatra: number;
  /** Fraction of the nakshatra (and so of the first mahadasha) already past at birth, [0, 1). */
  readonly elapsedFraction: number;
  /** Years of the first mahadasha remaining at birth. */
  readonly remainingYears: number;
}

export interface Vimshottari {
  readonly birth: string;
  readonly yearDays: number;
  readonly balance: DashaBalance;
  /** The nine mahadashas of one 120-year cycle; the first started before birth. */
  readonly mahadashas: readonly Mahadasha[];
}

function lordAt(index: number): DashaLord {
  return VIMSHOTTARI_ORDER[((index % 9) + 9) % 9] as DashaLord;
}

/** The balance of the first mahadasha from the Moon's sidereal longitude. */
export function dashaBalance(moonLongitude: number): DashaBalance {
  const longitude = checkMoonLongitude(moonLongitude, 'moonLongitude');
  // One multiplication keeps exact nakshatra starts exact (e.g. 40° → nakshatra 4, fraction 0).
  const position = (longitude * 27) / 360;
  const index = Math.min(26, Math.floor(position));
  const elapsedFraction = Math.min(position - index, 1 - Number.EPSILON);
  const lord = lordAt(index);
  return {
    lord,
    nakshatra: index + 1,
    elapsedFraction,
    remainingYears: VIMSHOTTARI_YEARS[lord] * (1 - elapsedFraction),
  };
}

/** Index of `lord` in the order. */
function orderIndex(lord: DashaLord): number {
  return VIMSHOTTARI_ORDER.indexOf(lord);
}

interface Span {
  readonly lord: DashaLord;
  readonly startMs: number;
  readonly endMs: number;
}

/** The nine sub-periods of a span, starting with its own lord; the last ends exactly at its end. */
function subdivide(span: Span): Span[] {
  const first = orderIndex(span.lord);
  const length = span.endMs - span.startMs;
  const spans: Span[] = [];
  let cumulativeYears = 0;
  for (let k = 0; k < 9; k++) {
    const lord = lordAt(first + k);
    const startMs = span.startMs + (length * cumulativeYears) / VIMSHOTTARI_TOTAL_YEARS;
    cumulativeYears += VIMSHOTTARI_YEARS[lord];
    const endMs =
      k === 8 ? span.endMs : span.startMs + (length * cumulativeYears) / VIMSHOTTARI_TOTAL_YEARS;
    spans.push({ lord, startMs, endMs });
  }
  return spans;
}

/** ISO text of instants; consecutive periods share boundaries, so each is formatted once. */
function isoFormatter(): (ms: number) => string {
  const cache = new Map<number, string>();
  return (ms) => {
    const rounded = Math.round(ms);
    let text = cache.get(rounded);
    if (text === undefined) {
      text = new Date(rounded).toISOString();
      cache.set(rounded, text);
    }
    return text;
  };
}

function period(span: Span, iso: (ms: number) => string): DashaPeriod {
  return {
    lord: span.lord,
    start: iso(span.startMs),
    end: iso(span.endMs),
    years: (span.endMs - span.startMs) / YEAR_MS,
  };
}

/**
 * Mahadashas, antardashas and pratyantardashas for a birth moment and the natal Moon's sidereal
 * longitude (degrees, same ayanamsa as the chart — the kundli's `planets.Moon.longitude`).
 */
export function vimshottari(birth: Date | string, moonLongitude: number): Vimshottari {
  const birthMs = parseInstant(birth, 'birth').getTime();
  const balance = dashaBalance(moonLongitude);
  const first = orderIndex(balance.lord);
  const firstYears = VIMSHOTTARI_YEARS[balance.lord];
  let startMs = birthMs - balance.elapsedFraction * firstYears * YEAR_MS;

  const iso = isoFormatter();
  const mahadashas: Mahadasha[] = [];
  for (let k = 0; k < 9; k++) {
    const lord = lordAt(first + k);
    const span = { lord, startMs, endMs: startMs + VIMSHOTTARI_YEARS[lord] * YEAR_MS };
    mahadashas.push({
      ...period(span, iso),
      antardashas: subdivide(span).map((antar) => ({
        ...period(antar, iso),
        pratyantardashas: subdivide(antar).map((p) => period(p, iso)),
      })),
    });
    startMs = span.endMs;
  }
  return {
    birth: new Date(birthMs).toISOString(),
    yearDays: DASHA_YEAR_DAYS,
    balance,
    mahadashas,
  };
}

export interface CurrentDasha {
  readonly mahadasha: DashaPeriod;
  readonly antardasha: DashaPeriod;
  readonly pratyantardasha: DashaPeriod;
}

function containing<T extends DashaPeriod>(periods: readonly T[], ms: number): T | undefined {
  return periods.find((p) => Date.parse(p.start) <= ms && ms < Date.parse(p.end));
}

function strip({ lord, start, end, years }: DashaPeriod): DashaPeriod {
  return { lord, start, end, years };
}

/** The periods running at `at` (start inclusive, end exclusive), or null outside the cycle. */
export function currentDasha(dasha: Vimshottari, at: Date | string): CurrentDasha | null {
  const ms = parseInstant(at, 'at').getTime();
  const maha = containing(dasha.mahadashas, ms);
  const antar = maha && containing(maha.antardashas, ms);
  const pratyantar = antar && containing(antar.pratyantardashas, ms);
  if (!maha || !antar || !pratyantar) return null;
  return { mahadasha: strip(maha), antardasha: strip(antar), pratyantardasha: pratyantar };
}
