import { gunaMilan, type GunaMilan } from './guna-milan';
import type { ReasonKey } from './koota-result';
import type { Kundli } from './kundli';
import { manglik, type ManglikResult } from './manglik';

/**
 * `none`: neither partner is Manglik; `cancelled`: both are, which the common rule treats as
 * mutually cancelling; `dosha`: exactly one is.
 */
export type ManglikVerdict = 'none' | 'cancelled' | 'dosha';

export interface MatchMaking {
  readonly gunaMilan: GunaMilan;
  readonly manglik: {
    readonly boy: ManglikResult;
    readonly girl: ManglikResult;
    readonly verdict: ManglikVerdict;
    readonly reason: ReasonKey;
  };
}

/** Full kundli matching: the eight kootas from the Moons plus Manglik for each partner. */
export function matchMaking(
  boy: Pick<Kundli, 'planets'>,
  girl: Pick<Kundli, 'planets'>,
): MatchMaking {
  const boyManglik = manglik(boy);
  const girlManglik = manglik(girl);
  const count = Number(boyManglik.isManglik) + Number(girlManglik.isManglik);
  const verdict: ManglikVerdict = count === 0 ? 'none' : count === 2 ? 'cancelled' : 'dosha';
  return {
    gunaMilan: gunaMilan(boy.planets.Moon, girl.planets.Moon),
    manglik: {
      boy: boyManglik,
      girl: girlManglik,
      verdict,
      reason: {
        key: `matchMaking.manglik.${verdict}`,
        params: { boyMarsHouse: boyManglik.marsHouse, girlMarsHouse: girlManglik.marsHouse },
      },
    },
  };
}
