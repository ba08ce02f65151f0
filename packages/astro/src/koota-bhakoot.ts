import type { KootaResult, MoonFacts } from './koota-result';
import { signCount } from './zodiac';

/**
 * Sign counts (girl's Moon sign counted from the boy's) that cause Bhakoot dosha: 2/12, 5/9,
 * 6/8. Every other relation (1/1, 3/11, 4/10, 7/7) scores the full 7. Variant chosen: no
 * partial points and no cancellation by friendly lords (kept out so the score is one table).
 */
export const BHAKOOT_DOSHA_COUNTS: ReadonlySet<number> = new Set([2, 12, 5, 9, 6, 8]);

export function bhakootKoota(boy: MoonFacts, girl: MoonFacts): KootaResult {
  const girlFromBoy = signCount(boy.sign, girl.sign);
  const boyFromGirl = signCount(girl.sign, boy.sign);
  const dosha = BHAKOOT_DOSHA_COUNTS.has(girlFromBoy);
  const [low, high] = [girlFromBoy, boyFromGirl].sort((a, b) => a - b);
  return {
    score: dosha ? 0 : 7,
    maximum: 7,
    reason: {
      key: dosha ? 'gunaMilan.bhakoot.dosha' : 'gunaMilan.bhakoot.good',
      params: { relation: `${low ?? girlFromBoy}-${high ?? boyFromGirl}` },
    },
  };
}
