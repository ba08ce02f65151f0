import { bhakootKoota } from './koota-bhakoot';
import { ganaKoota, ganaOf, type Gana } from './koota-gana';
import { grahaMaitriKoota, signLordOf, type SignLord } from './koota-graha-maitri';
import { nadiKoota, nadiOf, type Nadi } from './koota-nadi';
import type { KootaResult, MoonFacts } from './koota-result';
import { taraKoota } from './koota-tara';
import { varnaKoota, varnaOf, type Varna } from './koota-varna';
import { vashyaKoota, vashyaOf, type Vashya } from './koota-vashya';
import { yoniKoota, yoniOf, type Yoni } from './koota-yoni';
import { nakshatraOf } from './nakshatra';
import { checkMoonLongitude } from './validation';
import { signOf } from './zodiac';

/** A partner's Moon; a kundli's `planets.Moon` can be passed as is. */
export interface MoonPosition {
  /** Sidereal (Lahiri) longitude, degrees in [0, 360). */
  readonly longitude: number;
}

export const KOOTAS = [
  'varna',
  'vashya',
  'tara',
  'yoni',
  'grahaMaitri',
  'gana',
  'bhakoot',
  'nadi',
] as const;
export type Koota = (typeof KOOTAS)[number];

const SCORERS: Record<Koota, (boy: MoonFacts, girl: MoonFacts) => KootaResult> = {
  varna: varnaKoota,
  vashya: vashyaKoota,
  tara: taraKoota,
  yoni: yoniKoota,
  grahaMaitri: grahaMaitriKoota,
  gana: ganaKoota,
  bhakoot: bhakootKoota,
  nadi: nadiKoota,
};

export const GUNA_MILAN_MAXIMUM = 36;

/** What each partner's Moon is, so the web can show the inputs of every koota. */
export interface MoonProfile extends MoonFacts {
  readonly pada: number;
  readonly varna: Varna;
  readonly vashya: Vashya;
  readonly yoni: Yoni;
  readonly gana: Gana;
  readonly nadi: Nadi;
  readonly signLord: SignLord;
}

export interface GunaMilan {
  /** Sum of the eight koota scores, 0–36 in steps of 0.5. */
  readonly total: number;
  readonly maximum: number;
  readonly kootas: Readonly<Record<Koota, KootaResult>>;
  readonly boy: MoonProfile;
  readonly girl: MoonProfile;
}

function profile(moon: MoonPosition, field: string): MoonProfile {
  const longitude = checkMoonLongitude(moon.longitude, field);
  const sign = signOf(longitude);
  const { nakshatra, pada } = nakshatraOf(longitude);
  return {
    longitude,
    sign,
    nakshatra,
    pada,
    varna: varnaOf(sign),
    vashya: vashyaOf(longitude),
    yoni: yoniOf(nakshatra),
    gana: ganaOf(nakshatra),
    nadi: nadiOf(nakshatra),
    signLord: signLordOf(sign),
  };
}

/** Ashtakoota (36-guna) matching of two Moon positions; the boy/groom comes first. */
export function gunaMilan(boy: MoonPosition, girl: MoonPosition): GunaMilan {
  const boyProfile = profile(boy, 'boy.longitude');
  const girlProfile = profile(girl, 'girl.longitude');
  const kootas = Object.fromEntries(
    KOOTAS.map((koota) => [koota, SCORERS[koota](boyProfile, girlProfile)]),
  ) as Record<Koota, KootaResult>;
  const total = KOOTAS.reduce((sum, koota) => sum + kootas[koota].score, 0);
  return { total, maximum: GUNA_MILAN_MAXIMUM, kootas, boy: boyProfile, girl: girlProfile };
}
