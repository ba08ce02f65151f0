import type { KootaResult, MoonFacts } from './koota-result';

export const VASHYAS = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'] as const;
export type Vashya = (typeof VASHYAS)[number];

/**
 * Vashya by Moon sign, as [first 15°, last 15°] (index 0 = Aries). Variant chosen: Sagittarius
 * is human then quadruped, Capricorn quadruped then water; Leo alone is wild, Scorpio insect.
 */
export const VASHYA_BY_SIGN: readonly (readonly [Vashya, Vashya])[] = [
  ['chatushpada', 'chatushpada'],
  ['chatushpada', 'chatushpada'],
  ['manava', 'manava'],
  ['jalachara', 'jalachara'],
  ['vanachara', 'vanachara'],
  ['manava', 'manava'],
  ['manava', 'manava'],
  ['keeta', 'keeta'],
  ['manava', 'chatushpada'],
  ['chatushpada', 'jalachara'],
  ['manava', 'manava'],
  ['jalachara', 'jalachara'],
];

/** Points, rows = boy's vashya, columns = girl's, both in VASHYAS order. */
export const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [0, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

export function vashyaOf(longitude: number): Vashya {
  const sign = Math.floor(longitude / 30);
  const half = longitude - sign * 30 < 15 ? 0 : 1;
  const pair = VASHYA_BY_SIGN[sign];
  if (pair === undefined) throw new RangeError(`Longitude must be in [0, 360), got ${longitude}`);
  return pair[half];
}

export function vashyaKoota(boy: MoonFacts, girl: MoonFacts): KootaResult {
  const boyVashya = vashyaOf(boy.longitude);
  const girlVashya = vashyaOf(girl.longitude);
  const score = VASHYA_POINTS[VASHYAS.indexOf(boyVashya)]?.[VASHYAS.indexOf(girlVashya)] ?? 0;
  const quality = score === 2 ? 'same' : score >= 1 ? 'friendly' : score > 0 ? 'weak' : 'hostile';
  return {
    score,
    maximum: 2,
    reason: { key: `gunaMilan.vashya.${quality}`, params: { boy: boyVashya, girl: girlVashya } },
  };
}
