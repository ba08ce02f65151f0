import type { KootaResult, MoonFacts } from './koota-result';

export type SignLord = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn';
export type Relation = 'friend' | 'neutral' | 'enemy';

/** Lord of each sign, index 0 = Aries. */
export const SIGN_LORDS: readonly SignLord[] = [
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
];

/** Natural (naisargika) friendships of Brihat Parashara Hora Shastra; unlisted = neutral. */
export const NATURAL_RELATIONS: Readonly<
  Record<SignLord, { friends: readonly SignLord[]; enemies: readonly SignLord[] }>
> = {
  Sun: { friends: ['Moon', 'Mars', 'Jupiter'], enemies: ['Venus', 'Saturn'] },
  Moon: { friends: ['Sun', 'Mercury'], enemies: [] },
  Mars: { friends: ['Sun', 'Moon', 'Jupiter'], enemies: ['Mercury'] },
  Mercury: { friends: ['Sun', 'Venus'], enemies: ['Moon'] },
  Jupiter: { friends: ['Sun', 'Moon', 'Mars'], enemies: ['Mercury', 'Venus'] },
  Venus: { friends: ['Mercury', 'Saturn'], enemies: ['Sun', 'Moon'] },
  Saturn: { friends: ['Mercury', 'Venus'], enemies: ['Sun', 'Moon', 'Mars'] },
};

export function relationOf(from: SignLord, to: SignLord): Relation {
  const relations = NATURAL_RELATIONS[from];
  if (relations.friends.includes(to)) return 'friend';
  return relations.enemies.includes(to) ? 'enemy' : 'neutral';
}

export function signLordOf(sign: number): SignLord {
  const lord = SIGN_LORDS[sign - 1];
  if (lord === undefined) throw new RangeError(`Sign must be 1–12, got ${sign}`);
  return lord;
}

/**
 * Points by the two one-way relations (order does not matter). Variant chosen: 5/4/3/1/0.5/0;
 * the same lord counts as mutual friends.
 */
export const MAITRI_POINTS: Readonly<Record<string, number>> = {
  'friend+friend': 5,
  'friend+neutral': 4,
  'neutral+neutral': 3,
  'enemy+friend': 1,
  'enemy+neutral': 0.5,
  'enemy+enemy': 0,
};

export function grahaMaitriKoota(boy: MoonFacts, girl: MoonFacts): KootaResult {
  const boyLord = signLordOf(boy.sign);
  const girlLord = signLordOf(girl.sign);
  const relations: Relation[] =
    boyLord === girlLord
      ? ['friend', 'friend']
      : [relationOf(boyLord, girlLord), relationOf(girlLord, boyLord)];
  const pair = relations.sort().join('+');
  const score = MAITRI_POINTS[pair] ?? 0;
  return {
    score,
    maximum: 5,
    reason: {
      key:
        boyLord === girlLord
          ? 'gunaMilan.grahaMaitri.sameLord'
          : `gunaMilan.grahaMaitri.${pair.replace('+', '-')}`,
      params: { boy: boyLord, girl: girlLord },
    },
  };
}
