import type { KootaResult, MoonFacts } from './koota-result';

export const NADIS = ['adi', 'madhya', 'antya'] as const;
export type Nadi = (typeof NADIS)[number];

/** Nadi by nakshatra (index 0 = Ashwini): the zig-zag adi, madhya, antya, antya, madhya, adi … */
export const NADI_BY_NAKSHATRA: readonly Nadi[] = Array.from({ length: 27 }, (_, index) => {
  const zigzag: readonly Nadi[] = ['adi', 'madhya', 'antya', 'antya', 'madhya', 'adi'];
  return zigzag[index % 6] ?? 'adi';
});

export function nadiOf(nakshatra: number): Nadi {
  const nadi = NADI_BY_NAKSHATRA[nakshatra - 1];
  if (nadi === undefined) throw new RangeError(`Nakshatra must be 1–27, got ${nakshatra}`);
  return nadi;
}

/** 8 points for different nadis, 0 (Nadi dosha) for the same. */
export function nadiKoota(boy: MoonFacts, girl: MoonFacts): KootaResult {
  const boyNadi = nadiOf(boy.nakshatra);
  const girlNadi = nadiOf(girl.nakshatra);
  const same = boyNadi === girlNadi;
  return {
    score: same ? 0 : 8,
    maximum: 8,
    reason: {
      key: same ? 'gunaMilan.nadi.dosha' : 'gunaMilan.nadi.different',
      params: { boy: boyNadi, girl: girlNadi },
    },
  };
}
