import { describe, expect, it } from 'vitest';
import { AstroInputError } from './errors';
import {
  DASHA_YEAR_DAYS,
  VIMSHOTTARI_ORDER,
  VIMSHOTTARI_YEARS,
  currentDasha,
  dashaBalance,
  vimshottari,
  type DashaPeriod,
} from './vimshottari';
import { itemAt } from './list';

const YEAR_MS = 365.25 * 86_400_000;
const BIRTH = '1990-05-17T04:30:00.000Z';
const ms = (iso: string): number => Date.parse(iso);
const lengthMs = (p: DashaPeriod): number => ms(p.end) - ms(p.start);

describe('dashaBalance', () => {
  it.each([
    // longitude, nakshatra, lord, elapsed fraction, remaining years
    [0, 1, 'Ketu', 0, 7],
    [40, 4, 'Moon', 0, 10], // Rohini starts at exactly 40°
    [50, 4, 'Moon', 0.75, 2.5],
    [6 + 40 / 60, 1, 'Ketu', 0.5, 3.5], // half of Ashwini
    [120, 10, 'Ketu', 0, 7], // Magha restarts the cycle
    [126 + 40 / 60, 10, 'Ketu', 0.5, 3.5],
    [240, 19, 'Ketu', 0, 7], // Mula
    [346 + 40 / 60, 27, 'Mercury', 0, 17], // Revati
    [353 + 20 / 60, 27, 'Mercury', 0.5, 8.5],
  ] as const)('Moon at %f° → nakshatra %i, %s, %f elapsed', (lon, nak, lord, elapsed, rest) => {
    const balance = dashaBalance(lon);
    expect(balance.nakshatra).toBe(nak);
    expect(balance.lord).toBe(lord);
    expect(balance.elapsedFraction).toBeCloseTo(elapsed, 12);
    expect(balance.remainingYears).toBeCloseTo(rest, 10);
  });

  it('gives every nakshatra the lord of the 9-fold cycle from Ketu', () => {
    for (let n = 0; n < 27; n++) {
      expect(dashaBalance((n * 40) / 3 + 1).lord).toBe(VIMSHOTTARI_ORDER[n % 9]);
    }
  });

  it('rejects a longitude outside [0, 360)', () => {
    expect(() => dashaBalance(360)).toThrow(AstroInputError);
    expect(() => dashaBalance(Number.NaN)).toThrow(AstroInputError);
  });
});

describe('vimshottari', () => {
  // Moon at 50°: Rohini, Moon dasha with 2.5 of its 10 years left.
  const dasha = vimshottari(BIRTH, 50);

  it('uses 365.25-day years and 120 years in the order Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury', () => {
    expect(DASHA_YEAR_DAYS).toBe(365.25);
    expect(Object.values(VIMSHOTTARI_YEARS).reduce((a, b) => a + b, 0)).toBe(120);
    expect(dasha.mahadashas.map((m) => m.lord)).toEqual([
      'Moon',
      'Mars',
      'Rahu',
      'Jupiter',
      'Saturn',
      'Mercury',
      'Ketu',
      'Venus',
      'Sun',
    ]);
  });

  it('starts the first mahadasha before birth by the elapsed part and ends it after the balance', () => {
    const first = itemAt(dasha.mahadashas, 0);
    expect(ms(first.start)).toBe(Math.round(ms(BIRTH) - 7.5 * YEAR_MS));
    expect(ms(first.end)).toBe(Math.round(ms(BIRTH) + 2.5 * YEAR_MS));
    expect(dasha.balance.remainingYears).toBeCloseTo(2.5, 12);
  });

  it('gives every mahadasha its exact length and covers 120 years without gaps', () => {
    dasha.mahadashas.forEach((m, index) => {
      expect(m.years).toBeCloseTo(VIMSHOTTARI_YEARS[m.lord], 9);
      expect(Math.abs(lengthMs(m) - VIMSHOTTARI_YEARS[m.lord] * YEAR_MS)).toBeLessThanOrEqual(1);
      const next = dasha.mahadashas[index + 1];
      if (next) expect(next.start).toBe(m.end);
    });
    const first = itemAt(dasha.mahadashas, 0);
    const last = itemAt(dasha.mahadashas, 8);
    expect(Math.abs(ms(last.end) - ms(first.start) - 120 * YEAR_MS)).toBeLessThanOrEqual(1);
  });

  it('splits each period into nine sub-periods from its own lord that exactly fill it', () => {
    for (const maha of dasha.mahadashas) {
      const start = VIMSHOTTARI_ORDER.indexOf(maha.lord);
      expect(maha.antardashas.map((a) => a.lord)).toEqual(
        Array.from({ length: 9 }, (_, k) => VIMSHOTTARI_ORDER[(start + k) % 9]),
      );
      expect(itemAt(maha.antardashas, 0).start).toBe(maha.start);
      expect(itemAt(maha.antardashas, 8).end).toBe(maha.end);
      expect(maha.antardashas.reduce((sum, a) => sum + a.years, 0)).toBeCloseTo(maha.years, 9);
      maha.antardashas.forEach((antar, k) => {
        expect(antar.years).toBeCloseTo(
          (VIMSHOTTARI_YEARS[maha.lord] * VIMSHOTTARI_YEARS[antar.lord]) / 120,
          9,
        );
        if (k > 0) expect(antar.start).toBe(itemAt(maha.antardashas, k - 1).end);
        expect(itemAt(antar.pratyantardashas, 0).lord).toBe(antar.lord);
        expect(itemAt(antar.pratyantardashas, 0).start).toBe(antar.start);
        expect(itemAt(antar.pratyantardashas, 8).end).toBe(antar.end);
        const sum = antar.pratyantardashas.reduce((total, p) => total + p.years, 0);
        expect(sum).toBeCloseTo(antar.years, 9);
        antar.pratyantardashas.forEach((p, j) => {
          if (j > 0) expect(p.start).toBe(itemAt(antar.pratyantardashas, j - 1).end);
          expect(p.years).toBeCloseTo(
            (VIMSHOTTARI_YEARS[maha.lord] *
              VIMSHOTTARI_YEARS[antar.lord] *
              VIMSHOTTARI_YEARS[p.lord]) /
              120 /
              120,
            9,
          );
        });
      });
    }
  });

  it('knows the classical lengths: Venus–Venus 3 y 4 m, Sun–Sun 0.3 y (109.575 days)', () => {
    const venus = itemAt(vimshottari(BIRTH, 13.4).mahadashas, 0); // Bharani start → Venus
    expect(venus.lord).toBe('Venus');
    expect(lengthMs(itemAt(venus.antardashas, 0)) / 86_400_000).toBeCloseTo((10 / 3) * 365.25, 6);
    const sun = itemAt(dasha.mahadashas, 8); // Moon … Venus, Sun last
    expect(lengthMs(itemAt(sun.antardashas, 0)) / 86_400_000).toBeCloseTo(109.575, 6);
  });

  it('finds the current periods at an instant, with end exclusive', () => {
    const at = currentDasha(dasha, BIRTH);
    expect(at?.mahadasha.lord).toBe('Moon');
    // 7.5 of 10 Moon years gone: antardashas Moon 10/12, Mars 7/12, Rahu 18/12, Jupiter 16/12,
    // Saturn 19/12 = 70/12 ≈ 5.83 y, then Mercury (17/12) runs to 87/12 = 7.25, Ketu to 7.833.
    expect(at?.antardasha.lord).toBe('Ketu');
    const mercury = itemAt(dasha.mahadashas, 5);
    expect(currentDasha(dasha, mercury.start)?.mahadasha.lord).toBe('Mercury');
    expect(currentDasha(dasha, mercury.start)?.pratyantardasha.lord).toBe('Mercury');
    expect(currentDasha(dasha, new Date(ms(mercury.start) - 1))?.mahadasha.lord).toBe('Saturn');
    expect(currentDasha(dasha, itemAt(dasha.mahadashas, 8).end)).toBeNull();
  });

  it('rejects an invalid birth moment', () => {
    expect(() => vimshottari('1990-05-17T04:30:00', 10)).toThrow(AstroInputError);
  });
});
