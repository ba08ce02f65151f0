import type { KootaResult, MoonFacts } from './koota-result';

export const GANAS = ['deva', 'manushya', 'rakshasa'] as const;
export type Gana = (typeof GANAS)[number];

/** Gana by nakshatra, index 0 = Ashwini. */
export const GANA_BY_NAKSHATRA: readonly Gana[] = [
  'deva',
  'manushya',
  'rakshasa',
  'manushya',
  'deva',
  'manushya',
  'deva',
  'deva',
  'rakshasa',
  'rakshasa',
  'manushya',
  'manushya',
  'deva',
  'rakshasa',
  'deva',
  'rakshasa',
  'deva',
  'rakshasa',
  'rakshasa',
  'manushya',
  'manushya',
  'deva',
  'rakshasa',
  'rakshasa',
  'manushya',
  'manushya',
  'deva',
];

/**
 * Points, rows = boy's gana, columns = girl's, GANAS order. Variant chosen for the mixed cells:
 * deva boy + manushya girl 6, manushya boy + deva girl 5, deva–rakshasa 1 either way,
 * manushya–rakshasa 0 either way.
 */
export const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 6, 1],
  [5, 6, 0],
  [1, 0, 6],
];

export function ganaOf(nakshatra: number): Gana {
  const gana = GANA_BY_NAKSHATRA[nakshatra - 1];
  if (gana === undefined) throw new RangeError(`Nakshatra must be 1–27, got ${nakshatra}`);
  return gana;
}

export function ganaKoota(boy: MoonFacts, girl: MoonFacts): KootaResult {
  const boyGana = ganaOf(boy.nakshatra);
  const girlGana = ganaOf(girl.nakshatra);
  const score = GANA_POINTS[GANAS.indexOf(boyGana)]?.[GANAS.indexOf(girlGana)] ?? 0;
  const quality =
    boyGana === girlGana ? 'same' : score >= 5 ? 'compatible' : score > 0 ? 'weak' : 'opposed';
  return {
    score,
    maximum: 6,
    reason: { key: `gunaMilan.gana.${quality}`, params: { boy: boyGana, girl: girlGana } },
  };
}
