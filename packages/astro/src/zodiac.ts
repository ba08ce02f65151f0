/** Sign names in order, index 0 = sign 1 (Aries / Mesha). Lower-case so they double as i18n keys. */
export const SIGNS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type SignName = (typeof SIGNS)[number];

/** Sign number 1–12 (1 = Aries) of a longitude in [0, 360). */
export function signOf(longitude: number): number {
  return Math.min(12, Math.floor(longitude / 30) + 1);
}

export function signName(sign: number): SignName {
  const name = SIGNS[sign - 1];
  if (name === undefined) throw new RangeError(`Sign must be 1–12, got ${sign}`);
  return name;
}

/** Counts signs from `from` to `to` inclusive, the traditional way (same sign = 1, next = 2). */
export function signCount(from: number, to: number): number {
  return ((to - from + 12) % 12) + 1;
}
