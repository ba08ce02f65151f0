import { GRAHAS, type Graha } from '@lumus/astro/grahas';
import type { KundliData } from '@lumus/contract/astrology/birth-details';

/** One box of a chart: its house (from the ascendant), its sign and who stands in it. */
export interface ChartBox {
  readonly house: number;
  readonly sign: number;
  readonly planets: readonly Graha[];
  readonly ascendant: boolean;
}

/** Sign (1–12) of whole-sign house `house` (1–12) for an ascendant in `ascendantSign`. */
export function signOfHouse(ascendantSign: number, house: number): number {
  return ((ascendantSign + house - 2) % 12) + 1;
}

/** The twelve houses in order (index 0 = house 1), planets in traditional order. */
export function chartBoxes(chart: Pick<KundliData, 'ascendant' | 'planets'>): ChartBox[] {
  const ascendantSign = chart.ascendant.sign;
  return Array.from({ length: 12 }, (_, index) => {
    const house = index + 1;
    const sign = signOfHouse(ascendantSign, house);
    return {
      house,
      sign,
      planets: GRAHAS.filter((graha) => chart.planets[graha].sign === sign),
      ascendant: house === 1,
    };
  });
}

type Point = readonly [number, number];

/**
 * North Indian (diamond) chart in a 300×300 box: houses are fixed places, house 1 the top
 * diamond, then counter-clockwise. Each entry is the centre where the house's text goes; the
 * signs move with the ascendant.
 */
export const NORTH_HOUSE_CENTRES: readonly Point[] = [
  [150, 80], // 1: top diamond
  [75, 30], // 2: top-left triangle
  [26, 75], // 3: left-top triangle
  [80, 150], // 4: left diamond
  [26, 225], // 5: left-bottom triangle
  [75, 270], // 6: bottom-left triangle
  [150, 220], // 7: bottom diamond
  [225, 270], // 8: bottom-right triangle
  [274, 225], // 9: right-bottom triangle
  [220, 150], // 10: right diamond
  [274, 75], // 11: right-top triangle
  [225, 30], // 12: top-right triangle
];

/** Where the sign number sits in each North Indian house: near the centre, towards the inner corner. */
export const NORTH_SIGN_NUMBER_POSITIONS: readonly Point[] = [
  [150, 132],
  [75, 62],
  [62, 75],
  [132, 150],
  [62, 225],
  [75, 238],
  [150, 168],
  [225, 238],
  [238, 225],
  [168, 150],
  [238, 75],
  [225, 62],
];

/**
 * South Indian chart: a 4×4 grid whose twelve outer cells are fixed signs, Pisces top-left,
 * then clockwise (Aries, Taurus, Gemini along the top). `[row, column]` per sign, index 0 = Aries.
 */
const SOUTH_SIGN_CELLS: readonly Point[] = [
  [0, 1], // Aries
  [0, 2], // Taurus
  [0, 3], // Gemini
  [1, 3], // Cancer
  [2, 3], // Leo
  [3, 3], // Virgo
  [3, 2], // Libra
  [3, 1], // Scorpio
  [3, 0], // Sagittarius
  [2, 0], // Capricorn
  [1, 0], // Aquarius
  [0, 0], // Pisces
];

/** `[row, column]` of a sign (1–12) in the South Indian grid. */
export function southCell(sign: number): Point {
  return SOUTH_SIGN_CELLS[sign - 1] ?? [0, 0];
}
