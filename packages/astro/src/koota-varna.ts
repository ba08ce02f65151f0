import type { KootaResult, MoonFacts } from './koota-result';

/** Ordered from highest to lowest; the index is the rank used for scoring. */
export const VARNAS = ['brahmin', 'kshatriya', 'vaishya', 'shudra'] as const;
export type Varna = (typeof VARNAS)[number];

/**
 * Varna by Moon sign (index 0 = Aries). Variant chosen: water = Brahmin, fire = Kshatriya,
 * earth = Vaishya, air = Shudra (some texts swap earth and air).
 */
export const VARNA_BY_SIGN: readonly Varna[] = [
  'kshatriya',
  'vaishya',
  'shudra',
  'brahmin',
  'kshatriya',
  'vaishya',
  'shudra',
  'brahmin',
  'kshatriya',
  'vaishya',
  'shudra',
  'brahmin',
];

export function varnaOf(sign: number): Varna {
  const varna = VARNA_BY_SIGN[sign - 1];
  if (varna === undefined) throw new RangeError(`Sign must be 1–12, got ${sign}`);
  return varna;
}

/** 1 point when the boy's varna is the same as or higher than the girl's. */
export function varnaKoota(boy: MoonFacts, girl: MoonFacts): KootaResult {
  const boyVarna = varnaOf(boy.sign);
  const girlVarna = varnaOf(girl.sign);
  const compatible = VARNAS.indexOf(boyVarna) <= VARNAS.indexOf(girlVarna);
  return {
    score: compatible ? 1 : 0,
    maximum: 1,
    reason: {
      key: compatible ? 'gunaMilan.varna.compatible' : 'gunaMilan.varna.girlHigher',
      params: { boy: boyVarna, girl: girlVarna },
    },
  };
}
