import type { Kundli } from './kundli';
import { signCount } from './zodiac';

/**
 * Rule set (documented in README): a person is Manglik when Mars stands in whole-sign house
 * 1, 2, 4, 7, 8 or 12 counted from the ascendant (Lagna). The same count from the Moon sign is
 * reported as `fromMoon` for information only and does not change `isManglik`; no other
 * exceptions (sign of Mars, aspects, age) are applied, because sources disagree on them.
 */
export const MANGLIK_HOUSES: ReadonlySet<number> = new Set([1, 2, 4, 7, 8, 12]);
/** Id of the rule above, for the web to translate (see README "Doshas"). */
export const MANGLIK_RULE = 'manglik.marsInHouse1-2-4-7-8-12FromAscendant';

export interface ManglikResult {
  readonly isManglik: boolean;
  /** House of Mars from the ascendant, 1–12. */
  readonly marsHouse: number;
  readonly fromMoon: { readonly house: number; readonly manglik: boolean };
}

export function manglik(chart: Pick<Kundli, 'planets'>): ManglikResult {
  const mars = chart.planets.Mars;
  const fromMoonHouse = signCount(chart.planets.Moon.sign, mars.sign);
  return {
    isManglik: MANGLIK_HOUSES.has(mars.house),
    marsHouse: mars.house,
    fromMoon: { house: fromMoonHouse, manglik: MANGLIK_HOUSES.has(fromMoonHouse) },
  };
}
