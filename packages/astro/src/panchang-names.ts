/**
 * Names of the panchang elements. Keys are lower-case transliterated Sanskrit and double as
 * i18n keys; Sanskrit names are the same in English and German. Only the weekdays differ by
 * language, so they carry `en` and `de` too.
 */

/** Tithi names of one paksha (fortnight): 1–14 are shared, 15 is Purnima (shukla) or Amavasya. */
export const TITHI_NAMES = [
  'pratipada',
  'dwitiya',
  'tritiya',
  'chaturthi',
  'panchami',
  'shashthi',
  'saptami',
  'ashtami',
  'navami',
  'dashami',
  'ekadashi',
  'dwadashi',
  'trayodashi',
  'chaturdashi',
] as const;
export type TithiName = (typeof TITHI_NAMES)[number] | 'purnima' | 'amavasya';
export type Paksha = 'shukla' | 'krishna';

/** Tithi 1–30: 1–15 shukla paksha (waxing, 15 = Purnima), 16–30 krishna (30 = Amavasya). */
export function tithiName(tithi: number): { key: TithiName; paksha: Paksha } {
  const paksha: Paksha = tithi <= 15 ? 'shukla' : 'krishna';
  if (tithi === 15) return { key: 'purnima', paksha };
  if (tithi === 30) return { key: 'amavasya', paksha };
  const key = TITHI_NAMES[(tithi - 1) % 15];
  if (key === undefined) throw new RangeError(`Tithi must be 1–30, got ${tithi}`);
  return { key, paksha };
}

/** The 27 yogas (Sun + Moon), 1 = Vishkambha. */
export const YOGAS = [
  'vishkambha',
  'priti',
  'ayushman',
  'saubhagya',
  'shobhana',
  'atiganda',
  'sukarma',
  'dhriti',
  'shula',
  'ganda',
  'vriddhi',
  'dhruva',
  'vyaghata',
  'harshana',
  'vajra',
  'siddhi',
  'vyatipata',
  'variyan',
  'parigha',
  'shiva',
  'siddha',
  'sadhya',
  'shubha',
  'shukla',
  'brahma',
  'indra',
  'vaidhriti',
] as const;
export type YogaName = (typeof YOGAS)[number];

/** The seven movable (chara) karanas, repeated eight times over karanas 2–57. */
export const MOVABLE_KARANAS = [
  'bava',
  'balava',
  'kaulava',
  'taitila',
  'gara',
  'vanija',
  'vishti',
] as const;
/** The four fixed (sthira) karanas: the 1st half of shukla pratipada and the last three halves. */
export const FIXED_KARANAS = ['kimstughna', 'shakuni', 'chatushpada', 'naga'] as const;
export type KaranaName = (typeof MOVABLE_KARANAS)[number] | (typeof FIXED_KARANAS)[number];

/** Karana 1–60 (half-tithis from the new moon): 1 Kimstughna, 2–57 movable, 58–60 fixed. */
export function karanaName(karana: number): KaranaName {
  if (!Number.isInteger(karana) || karana < 1 || karana > 60) {
    throw new RangeError(`Karana must be 1–60, got ${karana}`);
  }
  if (karana === 1) return 'kimstughna';
  if (karana >= 58) return FIXED_KARANAS[karana - 57] as KaranaName;
  return MOVABLE_KARANAS[(karana - 2) % 7] as KaranaName;
}

export interface VaraName {
  /** i18n key, the English weekday in lower case. */
  readonly key: string;
  readonly sanskrit: string;
  readonly en: string;
  readonly de: string;
  /** The graha ruling the day. */
  readonly lord: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn';
}

/** Index 0 = Sunday, as JavaScript's getUTCDay(). */
export const VARAS: readonly VaraName[] = [
  { key: 'sunday', sanskrit: 'Ravivara', en: 'Sunday', de: 'Sonntag', lord: 'Sun' },
  { key: 'monday', sanskrit: 'Somavara', en: 'Monday', de: 'Montag', lord: 'Moon' },
  { key: 'tuesday', sanskrit: 'Mangalavara', en: 'Tuesday', de: 'Dienstag', lord: 'Mars' },
  { key: 'wednesday', sanskrit: 'Budhavara', en: 'Wednesday', de: 'Mittwoch', lord: 'Mercury' },
  { key: 'thursday', sanskrit: 'Guruvara', en: 'Thursday', de: 'Donnerstag', lord: 'Jupiter' },
  { key: 'friday', sanskrit: 'Shukravara', en: 'Friday', de: 'Freitag', lord: 'Venus' },
  { key: 'saturday', sanskrit: 'Shanivara', en: 'Saturday', de: 'Samstag', lord: 'Saturn' },
];
