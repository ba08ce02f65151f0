/**
 * Rules of the date-of-birth compatibility. Every factor depends only on the unordered pair of
 * signs, which is what makes the result symmetric. Scores are 0–100 per factor.
 */
export const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];
export const MODALITIES = ['cardinal', 'fixed', 'mutable'] as const;
export type Modality = (typeof MODALITIES)[number];
export type Polarity = 'positive' | 'negative';

/** Sign distance 0–6 (shorter way round the zodiac) named as the classical aspect. */
export const ASPECTS = [
  'conjunction',
  'semisextile',
  'sextile',
  'square',
  'trine',
  'quincunx',
  'opposition',
] as const;
export type Aspect = (typeof ASPECTS)[number];

/** Signs cycle fire, earth, air, water from Aries. */
export function elementOf(sign: number): Element {
  return ELEMENTS[(sign - 1) % 4] ?? 'fire';
}
/** Signs cycle cardinal, fixed, mutable from Aries. */
export function modalityOf(sign: number): Modality {
  return MODALITIES[(sign - 1) % 3] ?? 'cardinal';
}
/** Fire and air signs are positive (masculine), earth and water negative (feminine). */
export function polarityOf(sign: number): Polarity {
  return sign % 2 === 1 ? 'positive' : 'negative';
}
export function aspectOf(signA: number, signB: number): Aspect {
  const raw = Math.abs(signA - signB);
  return ASPECTS[Math.min(raw, 12 - raw)] ?? 'conjunction';
}

/** Trines and sextiles flow, squares and quincunxes grate, oppositions attract with tension. */
export const ASPECT_SCORE: Readonly<Record<Aspect, number>> = {
  conjunction: 80,
  semisextile: 50,
  sextile: 85,
  square: 40,
  trine: 95,
  quincunx: 35,
  opposition: 70,
};

export type ElementRelation = 'same' | 'complementary' | 'challenging';

/** Fire feeds on air and earth holds water: the classical complementary pairs. */
export function elementRelation(a: Element, b: Element): ElementRelation {
  if (a === b) return 'same';
  const pair = [a, b].sort().join('-');
  return pair === 'air-fire' || pair === 'earth-water' ? 'complementary' : 'challenging';
}

/** Element pair score, keyed by the two elements sorted alphabetically. */
export const ELEMENT_PAIR_SCORE: Readonly<Record<string, number>> = {
  'fire-fire': 90,
  'earth-earth': 90,
  'air-air': 90,
  'water-water': 90,
  'air-fire': 85,
  'earth-water': 85,
  'earth-fire': 45,
  'air-earth': 40,
  'air-water': 40,
  'fire-water': 35,
};

export function elementScore(a: Element, b: Element): number {
  return ELEMENT_PAIR_SCORE[[a, b].sort().join('-')] ?? 0;
}

/** Different modalities share roles at home; the same one competes (or stalls) over them. */
export const MODALITY_SCORE = { same: 55, different: 75 } as const;
/** Same polarity: similar temperament (love, friendship). */
export const POLARITY_HARMONY_SCORE = { same: 80, different: 55 } as const;
/** Different polarity: the pull of opposites (sex). */
export const POLARITY_ATTRACTION_SCORE = { same: 65, different: 85 } as const;

/** Weights per area; each row sums to 1. */
export const AREA_WEIGHTS = {
  love: { aspect: 0.45, element: 0.35, polarityHarmony: 0.2 },
  sex: { element: 0.4, aspect: 0.3, polarityAttraction: 0.3 },
  family: { modality: 0.4, element: 0.35, aspect: 0.25 },
  friendship: { element: 0.45, aspect: 0.35, modality: 0.2 },
} as const;

/** Overall score bands for the summary reason. */
export const OVERALL_BANDS = [
  { minimum: 75, band: 'excellent' },
  { minimum: 60, band: 'good' },
  { minimum: 45, band: 'mixed' },
  { minimum: 0, band: 'challenging' },
] as const;
