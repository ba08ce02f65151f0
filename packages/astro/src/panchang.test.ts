import { describe, expect, it } from 'vitest';
import { AstroInputError } from './errors';
import {
  GULIKA_PART,
  RAHU_KAAL_PART,
  YAMAGANDA_PART,
  panchang,
  type PanchangPeriod,
} from './panchang';
import { elongationAt, siderealMoonAt, yogaAngleAt } from './panchang-angles';
import { VARAS, karanaName, tithiName } from './panchang-names';
import { itemAt } from './list';

const DELHI = { latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' };
const MINUTE_MS = 60_000;
const near = (iso: string | null, expected: string, minutes: number): void => {
  expect(iso).not.toBeNull();
  expect(Math.abs(Date.parse(iso ?? '') - Date.parse(expected)) / MINUTE_MS).toBeLessThan(minutes);
};

describe('panchang names', () => {
  it('numbers tithis 1–15 shukla (15 Purnima) and 16–30 krishna (30 Amavasya)', () => {
    expect(tithiName(1)).toEqual({ key: 'pratipada', paksha: 'shukla' });
    expect(tithiName(14)).toEqual({ key: 'chaturdashi', paksha: 'shukla' });
    expect(tithiName(15)).toEqual({ key: 'purnima', paksha: 'shukla' });
    expect(tithiName(16)).toEqual({ key: 'pratipada', paksha: 'krishna' });
    expect(tithiName(29)).toEqual({ key: 'chaturdashi', paksha: 'krishna' });
    expect(tithiName(30)).toEqual({ key: 'amavasya', paksha: 'krishna' });
  });

  it('names the 60 karanas: Kimstughna, 8 × the 7 movable ones, Shakuni, Chatushpada, Naga', () => {
    const names = Array.from({ length: 60 }, (_, i) => karanaName(i + 1));
    expect(names[0]).toBe('kimstughna');
    expect(names.slice(1, 8)).toEqual([
      'bava',
      'balava',
      'kaulava',
      'taitila',
      'gara',
      'vanija',
      'vishti',
    ]);
    expect(names.slice(50, 57)).toEqual(names.slice(1, 8));
    expect(names.slice(57)).toEqual(['shakuni', 'chatushpada', 'naga']);
    expect(() => karanaName(61)).toThrow(RangeError);
  });

  it('gives weekdays in English and German with their lords', () => {
    expect(VARAS.map((v) => v.de)).toEqual([
      'Sonntag',
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
    ]);
    expect(VARAS.map((v) => v.lord)).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
    ]);
  });

  it('uses the standard eighths of the day: each weekday a different part per period', () => {
    for (const table of [RAHU_KAAL_PART, YAMAGANDA_PART, GULIKA_PART]) {
      expect(new Set(table).size).toBe(7);
    }
    expect(RAHU_KAAL_PART[1]).toBe(2); // Monday 7:30–9:00 for a 6:00–18:00 day
    expect(YAMAGANDA_PART[4]).toBe(1); // Thursday right after sunrise
    expect(GULIKA_PART[6]).toBe(1); // Saturday right after sunrise
  });
});

describe('panchang', () => {
  // New Delhi, Friday 1 March 2024; times as published by Indian almanacs (IST):
  // sunrise 06:46, sunset 18:21, Krishna Shashthi until 07:54 on 2 March, Swati until 12:48,
  // Dhruva until 18:14, Rahu kaal 11:06–12:33.
  const day = panchang({ ...DELHI, date: '2024-03-01' });

  it('matches the almanac for New Delhi on 1 March 2024', () => {
    near(day.sunrise, '2024-03-01T06:46+05:30', 1);
    near(day.sunset, '2024-03-01T18:21+05:30', 1);
    expect(day.vara.key).toBe('friday');
    expect(day.tithi[0]).toMatchObject({ number: 21, key: 'shashthi', paksha: 'krishna' });
    near(day.tithi[0]?.end ?? null, '2024-03-02T07:54+05:30', 1);
    expect(day.nakshatra[0]).toMatchObject({ number: 15, key: 'swati' });
    near(day.nakshatra[0]?.end ?? null, '2024-03-01T12:48+05:30', 1);
    expect(day.nakshatra[1]?.key).toBe('vishakha');
    expect(day.yoga[0]?.key).toBe('dhruva');
    near(day.yoga[0]?.end ?? null, '2024-03-01T18:14+05:30', 1);
    expect(day.karana[0]?.key).toBe('gara');
    near(day.rahuKaal?.start ?? null, '2024-03-01T11:06+05:30', 1);
    near(day.rahuKaal?.end ?? null, '2024-03-01T12:33+05:30', 1);
  });

  it('chains every element from before sunrise to past the next sunrise without gaps', () => {
    const lists: (readonly PanchangPeriod<string>[])[] = [
      day.tithi,
      day.nakshatra,
      day.yoga,
      day.karana,
    ];
    for (const list of lists) {
      expect(Date.parse(itemAt(list, 0).start)).toBeLessThanOrEqual(Date.parse(day.reference));
      expect(Date.parse(itemAt(list, -1).end)).toBeGreaterThanOrEqual(
        Date.parse(day.nextSunrise ?? ''),
      );
      list.slice(1).forEach((p, i) => {
        expect(p.start).toBe(itemAt(list, i).end);
      });
    }
  });

  it('ends each element where its angle reaches the next boundary', () => {
    const at = (iso: string): number => Date.parse(iso);
    for (const p of day.tithi) {
      expect(Math.abs(((elongationAt(at(p.end)) + 6) % 12) - 6)).toBeLessThan(1e-5);
    }
    for (const p of day.nakshatra) {
      const boundary = siderealMoonAt(at(p.end)) % (40 / 3);
      expect(Math.min(boundary, 40 / 3 - boundary)).toBeLessThan(1e-5);
    }
    for (const p of day.yoga) {
      const boundary = yogaAngleAt(at(p.end)) % (40 / 3);
      expect(Math.min(boundary, 40 / 3 - boundary)).toBeLessThan(1e-5);
    }
    // Two karanas per tithi: karana n belongs to tithi ceil(n / 2).
    expect(Math.ceil(itemAt(day.karana, 0).number / 2)).toBe(itemAt(day.tithi, 0).number);
  });

  it('splits the daytime into eighths for Rahu kaal, Yamaganda and Gulika', () => {
    const eighth = (Date.parse(day.sunset ?? '') - Date.parse(day.sunrise ?? '')) / 8;
    const offset = (iso: string): number =>
      (Date.parse(iso) - Date.parse(day.sunrise ?? '')) / eighth;
    expect(offset(day.rahuKaal?.start ?? '')).toBeCloseTo(3, 6); // Friday: 4th eighth
    expect(offset(day.yamaganda?.start ?? '')).toBeCloseTo(6, 6); // Friday: 7th
    expect(offset(day.gulika?.start ?? '')).toBeCloseTo(1, 6); // Friday: 2nd
  });

  it('takes the weekday of the local date (Sunday in New York while Monday in Delhi)', () => {
    const ny = panchang({
      date: '2024-03-03',
      latitude: 40.7128,
      longitude: -74.006,
      timeZone: 'America/New_York',
    });
    expect(ny.vara.key).toBe('sunday');
    expect(Date.parse(ny.sunrise ?? '')).toBeGreaterThan(Date.parse('2024-03-03T05:00:00Z'));
  });

  it('falls back to local noon where the Sun does not rise (Tromsø in December)', () => {
    const polar = panchang({
      date: '2024-12-21',
      latitude: 69.6492,
      longitude: 18.9553,
      timeZone: 'Europe/Oslo',
    });
    expect(polar.sunrise).toBeNull();
    expect(polar.reference).toBe('2024-12-21T11:00:00.000Z');
    expect(polar.rahuKaal).toBeNull();
    expect(polar.tithi.length).toBeGreaterThan(0);
  });

  it('closes the day with the sunset after sunrise even past local midnight (Tromsø, May)', () => {
    const day = panchang({
      date: '2024-05-16',
      latitude: 69.6492,
      longitude: 18.9553,
      timeZone: 'Europe/Oslo',
    });
    const [rise, set] = [Date.parse(day.sunrise ?? ''), Date.parse(day.sunset ?? '')];
    expect(set).toBeGreaterThan(rise);
    expect(set - rise).toBeGreaterThan(20 * 3_600_000);
    expect(day.rahuKaal).not.toBeNull();
  });

  it('rejects an unknown time zone, a bad date and a bad latitude', () => {
    const bad = (input: Partial<Parameters<typeof panchang>[0]>) => () => {
      panchang({ ...DELHI, date: '2024-03-01', ...input });
    };
    expect(bad({ timeZone: 'Mars/Olympus' })).toThrow(AstroInputError);
    expect(bad({ date: '2024-02-30' })).toThrow(AstroInputError);
    expect(bad({ latitude: 91 })).toThrow(AstroInputError);
  });
});
