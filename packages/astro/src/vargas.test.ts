import { describe, expect, it } from 'vitest';
import { GRAHAS } from './grahas';
import { kundli } from './kundli';
import { VARGAS, vargaChart, vargaCharts, vargaPosition, type Varga } from './vargas';
import { itemAt } from './list';

const EPS = 1e-9;
const sign = (longitude: number, varga: Varga): number => vargaPosition(longitude, varga).sign;
const plus = (s: number, n: number): number => ((s - 1 + n) % 12) + 1;

/** Sign of the first part of signs 1–12 and the step from part to part, written out by hand. */
const TABLES: Record<Exclude<Varga, 'D1' | 'D2'>, { first: number[]; step: number; n: number }> = {
  // 1st, 5th, 9th from the sign.
  D3: { first: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], step: 4, n: 3 },
  // Odd signs from themselves, even from the 7th: Taurus → Scorpio, Cancer → Capricorn, …
  D7: { first: [1, 8, 3, 10, 5, 12, 7, 2, 9, 4, 11, 6], step: 1, n: 7 },
  // Movable from itself, fixed from the 9th, dual from the 5th.
  D9: { first: [1, 10, 7, 4, 1, 10, 7, 4, 1, 10, 7, 4], step: 1, n: 9 },
  // Odd from themselves, even from the 9th: Taurus → Capricorn, Cancer → Pisces, …
  D10: { first: [1, 10, 3, 12, 5, 2, 7, 4, 9, 6, 11, 8], step: 1, n: 10 },
  D12: { first: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], step: 1, n: 12 },
};

describe('vargaPosition', () => {
  for (const [varga, table] of Object.entries(TABLES) as [
    keyof typeof TABLES,
    (typeof TABLES)['D3'],
  ][]) {
    it(`${varga}: every part of every sign, at its start, middle and just below its end`, () => {
      const width = 30 / table.n;
      for (let s = 1; s <= 12; s++) {
        for (let part = 0; part < table.n; part++) {
          const expected = plus(itemAt(table.first, s - 1), part * table.step);
          const start = (s - 1) * 30 + part * width;
          const end = start + width;
          expect(sign(start + EPS, varga), `${varga} sign ${s} part ${part} start`).toBe(expected);
          expect(sign(start + width / 2, varga)).toBe(expected);
          expect(sign(end - EPS, varga), `${varga} sign ${s} part ${part} end`).toBe(expected);
        }
        // The exact sign start belongs to the first part.
        expect(sign((s - 1) * 30, varga)).toBe(table.first[s - 1]);
      }
    });
  }

  it('D2 hora: odd signs Leo then Cancer, even signs Cancer then Leo, switching at exactly 15°', () => {
    for (let s = 1; s <= 12; s++) {
      const base = (s - 1) * 30;
      const [firstHalf, secondHalf] = s % 2 === 1 ? [5, 4] : [4, 5];
      expect(sign(base, 'D2')).toBe(firstHalf);
      expect(sign(base + 15 - EPS, 'D2')).toBe(firstHalf);
      expect(sign(base + 15, 'D2')).toBe(secondHalf);
      expect(sign(base + 30 - EPS, 'D2')).toBe(secondHalf);
    }
  });

  it('switches exactly at representable boundaries: D3 10°/20°, D10 3°, D12 2°30′', () => {
    expect(sign(9.999999, 'D3')).toBe(1);
    expect(sign(10, 'D3')).toBe(5);
    expect(sign(20, 'D3')).toBe(9);
    expect(sign(32.999999, 'D10')).toBe(10);
    expect(sign(33, 'D10')).toBe(11);
    expect(sign(2.5, 'D12')).toBe(2);
    expect(sign(2.4999999, 'D12')).toBe(1);
  });

  it('D9 equals the continuous navamsa (108 parts of 3°20′ from Aries)', () => {
    for (let i = 0; i < 3600; i++) {
      const longitude = i / 10 + 0.05;
      expect(sign(longitude, 'D9')).toBe((Math.floor((longitude * 108) / 360) % 12) + 1);
      const d9 = vargaPosition(longitude, 'D9').longitude;
      expect(d9).toBeCloseTo((longitude * 9) % 360, 9);
    }
  });

  it('stretches the position inside the part to the varga sign (amsa longitude)', () => {
    // 16°30′ Aries: D2 second half (Cancer), 1°30′ into the 15° half → 3° of Cancer.
    expect(vargaPosition(16.5, 'D2').longitude).toBeCloseTo(93, 9);
    // 12° Taurus (42°): D3 second drekkana → Virgo, 2° into it → 6° Virgo.
    expect(vargaPosition(42, 'D3').longitude).toBeCloseTo(156, 9);
    expect(vargaPosition(359.999999, 'D12').sign).toBe(11);
  });
});

describe('vargaChart', () => {
  const chart = kundli({ utc: '1990-05-17T04:30:00Z', latitude: 28.6139, longitude: 77.209 });

  it('keeps the kundli shape, with houses from the varga ascendant', () => {
    const d9 = vargaChart(chart, 'D9');
    expect(d9.varga).toBe('D9');
    expect(d9.ascendant.sign).toBe(sign(chart.ascendant.longitude, 'D9'));
    expect(d9.ascendant.house).toBe(1);
    for (const graha of GRAHAS) {
      const placed = d9.planets[graha];
      expect(placed.sign).toBe(sign(chart.planets[graha].longitude, 'D9'));
      expect(placed.house).toBe(((placed.sign - d9.ascendant.sign + 12) % 12) + 1);
      expect(placed.retrograde).toBe(chart.planets[graha].retrograde);
      expect(placed.speed).toBe(chart.planets[graha].speed);
      expect(Object.keys(placed).sort()).toEqual(Object.keys(chart.planets[graha]).sort());
    }
  });

  it('D1 reproduces the birth chart signs and houses', () => {
    const all = vargaCharts(chart);
    expect(Object.keys(all)).toEqual([...VARGAS]);
    for (const graha of GRAHAS) {
      expect(all.D1.planets[graha].sign).toBe(chart.planets[graha].sign);
      expect(all.D1.planets[graha].house).toBe(chart.planets[graha].house);
      expect(all.D1.planets[graha].longitude).toBeCloseTo(chart.planets[graha].longitude, 9);
    }
  });
});
