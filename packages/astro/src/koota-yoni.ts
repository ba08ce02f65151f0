import type { KootaResult, MoonFacts } from './koota-result';

export const YONIS = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'dog',
  'cat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'deer',
  'monkey',
  'mongoose',
  'lion',
] as const;
export type Yoni = (typeof YONIS)[number];

/** Yoni by nakshatra (index 0 = Ashwini); Uttara Ashadha is the single mongoose. */
export const YONI_BY_NAKSHATRA: readonly Yoni[] = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'serpent',
  'dog',
  'cat',
  'sheep',
  'cat',
  'rat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'buffalo',
  'tiger',
  'deer',
  'deer',
  'dog',
  'monkey',
  'mongoose',
  'monkey',
  'lion',
  'horse',
  'lion',
  'cow',
  'elephant',
];

/**
 * Points by yoni pair in YONIS order; symmetric. 4 same animal, 3 friendly, 2 neutral,
 * 1 unfriendly, 0 sworn enemies (horse–buffalo, elephant–lion, sheep–monkey, serpent–mongoose,
 * dog–deer, cat–rat, cow–tiger).
 */
export const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

export function yoniOf(nakshatra: number): Yoni {
  const yoni = YONI_BY_NAKSHATRA[nakshatra - 1];
  if (yoni === undefined) throw new RangeError(`Nakshatra must be 1–27, got ${nakshatra}`);
  return yoni;
}

const QUALITY = ['enemies', 'unfriendly', 'neutral', 'friendly', 'same'] as const;

export function yoniKoota(boy: MoonFacts, girl: MoonFacts): KootaResult {
  const boyYoni = yoniOf(boy.nakshatra);
  const girlYoni = yoniOf(girl.nakshatra);
  const score = YONI_POINTS[YONIS.indexOf(boyYoni)]?.[YONIS.indexOf(girlYoni)] ?? 0;
  return {
    score,
    maximum: 4,
    reason: {
      key: `gunaMilan.yoni.${QUALITY[score] ?? 'neutral'}`,
      params: { boy: boyYoni, girl: girlYoni },
    },
  };
}
