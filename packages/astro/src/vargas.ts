import { GRAHAS, type Graha } from './grahas';
import type { Kundli, Placement, PlanetPlacement } from './kundli';
import { nakshatraOf } from './nakshatra';

/**
 * Divisional charts (vargas) by Brihat Parashara Hora Shastra ch. 6–7 ("Shodashavarga"). A sign
 * of 30° is cut into n equal parts; part k (0-based) of sign s maps to a sign by the rule below.
 * Odd signs are Aries, Gemini, … (1, 3, …); movable = Aries, Cancer, Libra, Capricorn; fixed =
 * Taurus, Leo, Scorpio, Aquarius; dual = Gemini, Virgo, Sagittarius, Pisces.
 *
 * - D2 hora: odd signs 0–15° Sun's hora (Leo), 15–30° Moon's hora (Cancer); even signs reversed.
 * - D3 drekkana: the 1st, 5th and 9th sign from the sign.
 * - D7 saptamsa: odd signs count from the sign itself, even signs from the 7th from it.
 * - D9 navamsa: movable from the sign itself, fixed from the 9th, dual from the 5th — the same as
 *   the continuous navamsa (108 parts of 3°20′ from Aries, sign = part mod 12).
 * - D10 dashamsa: odd signs from the sign itself, even signs from the 9th from it.
 * - D12 dwadasamsa: from the sign itself.
 */
export const VARGAS = ['D1', 'D2', 'D3', 'D7', 'D9', 'D10', 'D12'] as const;
export type Varga = (typeof VARGAS)[number];

const DIVISIONS: Readonly<Record<Varga, number>> = {
  D1: 1,
  D2: 2,
  D3: 3,
  D7: 7,
  D9: 9,
  D10: 10,
  D12: 12,
};

/** The sign `count` signs on from `sign`, counted inclusively (count 1 = the sign itself). */
function nthFrom(sign: number, count: number): number {
  return ((sign - 1 + count - 1) % 12) + 1;
}

const isOdd = (sign: number): boolean => sign % 2 === 1;
const LEO = 5;
const CANCER = 4;

/** Which sign part `part` (0-based) of `sign` falls in, per varga. */
const RULES: Readonly<Record<Varga, (sign: number, part: number) => number>> = {
  D1: (sign) => sign,
  D2: (sign, part) => ((part === 0) === isOdd(sign) ? LEO : CANCER),
  D3: (sign, part) => nthFrom(sign, 1 + 4 * part),
  D7: (sign, part) => nthFrom(sign, (isOdd(sign) ? 1 : 7) + part),
  D9: (sign, part) => {
    const start = [1, 9, 5][(sign - 1) % 3] ?? 1; // movable, fixed, dual
    return nthFrom(sign, start + part);
  },
  D10: (sign, part) => nthFrom(sign, (isOdd(sign) ? 1 : 9) + part),
  D12: (sign, part) => nthFrom(sign, 1 + part),
};

export interface VargaPosition {
  /** Sign 1–12 in the divisional chart. */
  readonly sign: number;
  /**
   * Longitude in the divisional chart: the varga sign's start plus the position inside the part
   * stretched to 30° (the "amsa longitude" Jagannatha Hora shows); for D9 this equals 9 × λ mod 360.
   */
  readonly longitude: number;
}

/** Position of a sidereal longitude (degrees, [0, 360)) in a divisional chart. */
export function vargaPosition(longitude: number, varga: Varga): VargaPosition {
  const n = DIVISIONS[varga];
  const signIndex = Math.min(11, Math.floor(longitude / 30));
  const inSign = longitude - signIndex * 30;
  // One multiplication before the floor keeps exact part boundaries (10°, 15°, …) exact.
  const scaled = (inSign * n) / 30;
  const part = Math.min(n - 1, Math.floor(scaled));
  const sign = RULES[varga](signIndex + 1, part);
  const longitudeInVarga = (sign - 1) * 30 + (scaled - part) * 30;
  return { sign, longitude: longitudeInVarga };
}

/**
 * A divisional chart in the kundli's own shape (`ascendant` + `planets`, each with sign, house
 * from the varga ascendant, nakshatra/pada of the varga longitude, retrograde and speed carried
 * over from the birth chart), so the North/South Indian chart components draw it unchanged.
 */
export interface VargaChart {
  readonly varga: Varga;
  readonly ascendant: Placement;
  readonly planets: Readonly<Record<Graha, PlanetPlacement>>;
}

type Chart = Pick<Kundli, 'ascendant' | 'planets'>;

function placeInVarga(longitude: number, varga: Varga, ascendantSign: number) {
  const position = vargaPosition(longitude, varga);
  return {
    longitude: position.longitude,
    sign: position.sign,
    ...nakshatraOf(position.longitude),
    house: ((position.sign - ascendantSign + 12) % 12) + 1,
  };
}

/** Maps a kundli's sidereal longitudes to one divisional chart. */
export function vargaChart(chart: Chart, varga: Varga): VargaChart {
  const ascendantSign = vargaPosition(chart.ascendant.longitude, varga).sign;
  const planets = Object.fromEntries(
    GRAHAS.map((graha) => {
      const natal = chart.planets[graha];
      const placement: PlanetPlacement = {
        ...placeInVarga(natal.longitude, varga, ascendantSign),
        retrograde: natal.retrograde,
        speed: natal.speed,
      };
      return [graha, placement];
    }),
  ) as Record<Graha, PlanetPlacement>;
  return {
    varga,
    ascendant: {
      ...placeInVarga(chart.ascendant.longitude, varga, ascendantSign),
      retrograde: false,
    },
    planets,
  };
}

/** All supported divisional charts of a kundli (D1 included, identical in signs to the kundli). */
export function vargaCharts(chart: Chart): Readonly<Record<Varga, VargaChart>> {
  return Object.fromEntries(VARGAS.map((varga) => [varga, vargaChart(chart, varga)])) as Record<
    Varga,
    VargaChart
  >;
}
