import { GRAHAS, type Graha } from './grahas';
import { kundli } from './kundli';
import { NAKSHATRAS, type NakshatraName } from './nakshatra';
import { panchang, type TithiPeriod } from './panchang';
import { siderealMoonAt, solveAngle } from './panchang-angles';
import type { DayPlace } from './sunrise';
import { signCount, signName, type SignName } from './zodiac';

/**
 * Daily transit facts (gochara) for each of the 12 Moon signs. Houses are counted from the Moon
 * sign (the natal rashi, inclusive: the Moon sign itself is house 1).
 *
 * Favourable houses per graha: Mantreswara's Phaladeepika, ch. 26 (Gochara-phala) —
 * Sun 3, 6, 10, 11; Moon 1, 3, 6, 7, 10, 11; Mars 3, 6, 11; Mercury 2, 4, 6, 8, 10, 11;
 * Jupiter 2, 5, 7, 9, 11; Venus 1, 2, 3, 4, 5, 8, 9, 11, 12; Saturn, Rahu, Ketu 3, 6, 11. Every
 * other house is unfavourable. Vedha (obstruction by another transit) is not applied.
 *
 * The day's positions are taken at one moment: sunrise at Ujjain (the traditional prime meridian
 * of Indian astronomy) on the date, so the facts depend on the date alone; the Moon's sign change
 * later that day (if any) is given too.
 */
export const GOCHARA_FAVOURABLE_HOUSES: Readonly<Record<Graha, readonly number[]>> = {
  Sun: [3, 6, 10, 11],
  Moon: [1, 3, 6, 7, 10, 11],
  Mars: [3, 6, 11],
  Mercury: [2, 4, 6, 8, 10, 11],
  Jupiter: [2, 5, 7, 9, 11],
  Venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  Saturn: [3, 6, 11],
  Rahu: [3, 6, 11],
  Ketu: [3, 6, 11],
};
export const GOCHARA_SOURCE = 'phaladeepika-26';

/** Area of life of each house 1–12 (keys for the web's sentences). */
export const HOUSE_AREAS = [
  'self',
  'money',
  'courage',
  'home',
  'children',
  'health',
  'partnership',
  'transformation',
  'fortune',
  'career',
  'gains',
  'expenses',
] as const;
export type HouseArea = (typeof HOUSE_AREAS)[number];

export const GOCHARA_REFERENCE_PLACE = {
  name: 'Ujjain',
  latitude: 23.1765,
  longitude: 75.7885,
  timeZone: 'Asia/Kolkata',
} as const;

export interface GocharaTransit {
  readonly graha: Graha;
  /** Sidereal sign 1–12 of the graha at the reference moment. */
  readonly sign: number;
  readonly signKey: SignName;
  readonly retrograde: boolean;
  /** House from the Moon sign, 1–12. */
  readonly house: number;
  readonly area: HouseArea;
  readonly favourable: boolean;
}

export interface GocharaForSign {
  readonly moonSign: number;
  readonly moonSignKey: SignName;
  readonly transits: readonly GocharaTransit[];
  readonly favourableCount: number;
}

export interface GocharaDay {
  readonly date: string;
  readonly source: typeof GOCHARA_SOURCE;
  /** The moment the positions are taken at (UTC ISO): sunrise at the reference place. */
  readonly reference: string;
  readonly moon: {
    readonly sign: number;
    readonly signKey: SignName;
    readonly nakshatra: {
      readonly number: number;
      readonly key: NakshatraName;
      readonly end: string;
    };
    readonly tithi: TithiPeriod;
    /** The Moon's next sign and when it enters it, if that happens before the next sunrise. */
    readonly nextSign: {
      readonly sign: number;
      readonly signKey: SignName;
      readonly at: string;
    } | null;
  };
  readonly signs: readonly GocharaForSign[];
}

const MOON_MEAN_RATE = 13.18;

/** Transit facts for `date` (`YYYY-MM-DD`) for all 12 Moon signs. */
export function gochara(
  date: string,
  place: Omit<DayPlace, 'date'> = GOCHARA_REFERENCE_PLACE,
): GocharaDay {
  const day = panchang({ ...place, date });
  const chart = kundli({
    utc: day.reference,
    latitude: place.latitude,
    longitude: place.longitude,
  });
  const moon = chart.planets.Moon;
  const nakshatra = day.nakshatra[0];
  const tithi = day.tithi[0];
  if (!nakshatra || !tithi) throw new Error('panchang gave no nakshatra or tithi');

  const referenceMs = Date.parse(day.reference);
  const untilMs = day.nextSunrise === null ? referenceMs + 86_400_000 : Date.parse(day.nextSunrise);
  const nextSign = (moon.sign % 12) + 1;
  const ingressMs = solveAngle(siderealMoonAt, (nextSign - 1) * 30, referenceMs, MOON_MEAN_RATE);

  const signs = Array.from({ length: 12 }, (_, index): GocharaForSign => {
    const moonSign = index + 1;
    const transits = GRAHAS.map((graha): GocharaTransit => {
      const placed = chart.planets[graha];
      const house = signCount(moonSign, placed.sign);
      return {
        graha,
        sign: placed.sign,
        signKey: signName(placed.sign),
        retrograde: placed.retrograde,
        house,
        area: HOUSE_AREAS[house - 1] as HouseArea,
        favourable: GOCHARA_FAVOURABLE_HOUSES[graha].includes(house),
      };
    });
    return {
      moonSign,
      moonSignKey: signName(moonSign),
      transits,
      favourableCount: transits.filter((t) => t.favourable).length,
    };
  });

  return {
    date: day.date,
    source: GOCHARA_SOURCE,
    reference: day.reference,
    moon: {
      sign: moon.sign,
      signKey: signName(moon.sign),
      nakshatra: {
        number: nakshatra.number,
        key: NAKSHATRAS[nakshatra.number - 1] as NakshatraName,
        end: nakshatra.end,
      },
      tithi,
      nextSign:
        ingressMs < untilMs
          ? { sign: nextSign, signKey: signName(nextSign), at: new Date(ingressMs).toISOString() }
          : null,
    },
    signs,
  };
}
