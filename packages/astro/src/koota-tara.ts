import type { KootaResult, MoonFacts } from './koota-result';

/** The nine taras; counts whose remainder is 3 (vipat), 5 (pratyari) or 7 (vadha) are harmful. */
export const TARAS = [
  'janma',
  'sampat',
  'vipat',
  'kshema',
  'pratyari',
  'sadhaka',
  'vadha',
  'mitra',
  'atimitra',
] as const;
export type Tara = (typeof TARAS)[number];
const HARMFUL: ReadonlySet<Tara> = new Set(['vipat', 'pratyari', 'vadha']);

/** Tara of `to` counted from `from`, inclusive (same nakshatra = janma). */
export function taraOf(from: number, to: number): Tara {
  const count = ((to - from + 27) % 27) + 1;
  return TARAS[(count - 1) % 9] ?? 'janma';
}

/** 1.5 points for each direction (boy → girl, girl → boy) whose tara is not harmful. */
export function taraKoota(boy: MoonFacts, girl: MoonFacts): KootaResult {
  const girlFromBoy = taraOf(boy.nakshatra, girl.nakshatra);
  const boyFromGirl = taraOf(girl.nakshatra, boy.nakshatra);
  const good = [girlFromBoy, boyFromGirl].filter((tara) => !HARMFUL.has(tara)).length;
  return {
    score: good * 1.5,
    maximum: 3,
    reason: {
      key: `gunaMilan.tara.${['bothHarmful', 'oneHarmful', 'bothGood'][good] ?? 'bothGood'}`,
      params: { girlFromBoy, boyFromGirl },
    },
  };
}
