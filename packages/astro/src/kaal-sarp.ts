import { normalizeDegrees } from './angles';
import { BODY_GRAHAS, type BodyGraha } from './grahas';
import type { Kundli } from './kundli';

/**
 * Kaal Sarp dosha. Rule (the common one of modern Indian practice; the classical texts do not
 * name it): all seven bodies Sun … Saturn stand on one side of the Rahu–Ketu axis.
 *
 * - `full`: every body's sidereal longitude lies strictly inside one of the two open half-circles
 *   from Rahu to Ketu or from Ketu to Rahu (zodiacal order).
 * - `partial`: not full, but every body outside that half-circle is conjunct a node, meaning it
 *   stands in the same sign as Rahu or Ketu (whole-sign conjunction, as the houses are whole-sign).
 * - `none`: otherwise.
 *
 * The type is named by Rahu's whole-sign house from the ascendant (1 Anant … 12 Sheshnag).
 * `direction` tells which half holds the bodies: `rahu-to-ketu` (bodies ahead of Rahu in the
 * zodiac) is sometimes called Kaal Amrit; both count as Kaal Sarp here.
 */
export const KAAL_SARP_RULE = 'kaalSarp.allSevenOneSideOfNodes';

export const KAAL_SARP_TYPES = [
  'anant',
  'kulik',
  'vasuki',
  'shankhpal',
  'padma',
  'mahapadma',
  'takshak',
  'karkotak',
  'shankhachur',
  'ghatak',
  'vishdhar',
  'sheshnag',
] as const;
export type KaalSarpType = (typeof KAAL_SARP_TYPES)[number];

export interface KaalSarp {
  readonly rule: typeof KAAL_SARP_RULE;
  readonly kind: 'full' | 'partial' | 'none';
  /** Null when `kind` is 'none'. */
  readonly type: KaalSarpType | null;
  readonly direction: 'rahu-to-ketu' | 'ketu-to-rahu' | null;
  /** Rahu's whole-sign house from the ascendant, 1–12. */
  readonly rahuHouse: number;
  /** For `partial`: the bodies outside the half-circle that are saved only by a node's sign. */
  readonly conjunctNode: readonly BodyGraha[];
}

type Chart = Pick<Kundli, 'planets'>;

/** Bodies not strictly inside the half-circle starting at `from` (length 180°). */
function outside(chart: Chart, from: number): BodyGraha[] {
  return BODY_GRAHAS.filter((graha) => {
    const ahead = normalizeDegrees(chart.planets[graha].longitude - from);
    return !(ahead > 0 && ahead < 180);
  });
}

export function kaalSarp(chart: Chart): KaalSarp {
  const { Rahu: rahu, Ketu: ketu } = chart.planets;
  const rahuHouse = rahu.house;
  const type = KAAL_SARP_TYPES[rahuHouse - 1] ?? null;
  const sides = [
    { direction: 'rahu-to-ketu' as const, out: outside(chart, rahu.longitude) },
    { direction: 'ketu-to-rahu' as const, out: outside(chart, ketu.longitude) },
  ];
  const full = sides.find((side) => side.out.length === 0);
  if (full) {
    return {
      rule: KAAL_SARP_RULE,
      kind: 'full',
      type,
      direction: full.direction,
      rahuHouse,
      conjunctNode: [],
    };
  }
  const nodeSigns = new Set([rahu.sign, ketu.sign]);
  const partial = sides.find((side) =>
    side.out.every((graha) => nodeSigns.has(chart.planets[graha].sign)),
  );
  if (partial) {
    return {
      rule: KAAL_SARP_RULE,
      kind: 'partial',
      type,
      direction: partial.direction,
      rahuHouse,
      conjunctNode: partial.out,
    };
  }
  return {
    rule: KAAL_SARP_RULE,
    kind: 'none',
    type: null,
    direction: null,
    rahuHouse,
    conjunctNode: [],
  };
}
