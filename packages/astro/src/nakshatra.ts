/** The 27 nakshatras, index 0 = nakshatra 1 (Ashwini). Lower-case so they double as i18n keys. */
export const NAKSHATRAS = [
  'ashwini',
  'bharani',
  'krittika',
  'rohini',
  'mrigashira',
  'ardra',
  'punarvasu',
  'pushya',
  'ashlesha',
  'magha',
  'purva-phalguni',
  'uttara-phalguni',
  'hasta',
  'chitra',
  'swati',
  'vishakha',
  'anuradha',
  'jyeshtha',
  'mula',
  'purva-ashadha',
  'uttara-ashadha',
  'shravana',
  'dhanishta',
  'shatabhisha',
  'purva-bhadrapada',
  'uttara-bhadrapada',
  'revati',
] as const;
export type NakshatraName = (typeof NAKSHATRAS)[number];

export interface NakshatraPosition {
  /** 1–27, 1 = Ashwini starting at 0° sidereal. */
  readonly nakshatra: number;
  /** Quarter of the nakshatra, 1–4 (3°20' each). */
  readonly pada: number;
}

/** Nakshatra and pada of a sidereal longitude in [0, 360). */
export function nakshatraOf(longitude: number): NakshatraPosition {
  // Work in padas (108 of 3°20') with one multiplication so boundaries are exact for exact input.
  const padaIndex = Math.min(107, Math.floor((longitude * 108) / 360));
  return { nakshatra: Math.floor(padaIndex / 4) + 1, pada: (padaIndex % 4) + 1 };
}

export function nakshatraName(nakshatra: number): NakshatraName {
  const name = NAKSHATRAS[nakshatra - 1];
  if (name === undefined) throw new RangeError(`Nakshatra must be 1–27, got ${nakshatra}`);
  return name;
}
