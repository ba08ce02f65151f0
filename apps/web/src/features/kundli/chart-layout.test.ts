import { GRAHAS } from '@lumus/astro/grahas';
import { kundli } from '@lumus/astro/kundli';
import type { KundliData } from '@lumus/contract/astrology/birth-details';
import { describe, expect, it } from 'vitest';
import { chartBoxes, signOfHouse, southCell } from './chart-layout';

function placement(sign: number, house: number) {
  return { longitude: (sign - 1) * 30 + 12, sign, nakshatra: 1, pada: 1, house, retrograde: false };
}

/** Ascendant in Leo (5); Sun in Leo, Moon in Cancer, Saturn in Aquarius, the rest in Aries. */
function leoChart(): KundliData {
  const houseOf = (sign: number) => ((sign - 5 + 12) % 12) + 1;
  const planets = Object.fromEntries(
    GRAHAS.map((graha) => [graha, { ...placement(1, houseOf(1)), speed: 1 }]),
  ) as KundliData['planets'];
  planets.Sun = { ...placement(5, 1), speed: 1 };
  planets.Moon = { ...placement(4, 12), speed: 13 };
  planets.Saturn = { ...placement(11, 7), speed: -0.02, retrograde: true };
  return { ayanamsa: 24, node: 'mean', ascendant: placement(5, 1), planets };
}

describe('chart layout', () => {
  it('counts signs of houses from the ascendant and wraps after Pisces', () => {
    expect(signOfHouse(5, 1)).toBe(5);
    expect(signOfHouse(5, 8)).toBe(12);
    expect(signOfHouse(5, 9)).toBe(1);
    expect(signOfHouse(12, 2)).toBe(1);
    expect(signOfHouse(1, 12)).toBe(12);
  });

  it('puts each planet in the house box of its sign (North Indian)', () => {
    const boxes = chartBoxes(leoChart());
    expect(boxes.map((box) => box.sign)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4]);
    expect(boxes[0]).toEqual({ house: 1, sign: 5, planets: ['Sun'], ascendant: true });
    expect(boxes[11]).toEqual({ house: 12, sign: 4, planets: ['Moon'], ascendant: false });
    expect(boxes[6]?.planets).toEqual(['Saturn']);
    expect(boxes[8]?.planets).toEqual(['Mars', 'Mercury', 'Jupiter', 'Venus', 'Rahu', 'Ketu']);
    expect(boxes.filter((box) => box.ascendant)).toHaveLength(1);
  });

  it('places signs in the fixed South Indian grid, Pisces top-left and clockwise', () => {
    expect(southCell(12)).toEqual([0, 0]);
    expect(southCell(1)).toEqual([0, 1]);
    expect(southCell(3)).toEqual([0, 3]);
    expect(southCell(5)).toEqual([2, 3]);
    expect(southCell(6)).toEqual([3, 3]);
    expect(southCell(9)).toEqual([3, 0]);
    expect(southCell(11)).toEqual([1, 0]);
    const cells = new Set(Array.from({ length: 12 }, (_, i) => southCell(i + 1).join(',')));
    expect(cells.size).toBe(12);
    // Only the outer ring: the four centre cells stay free for the title.
    for (const cell of cells) expect(['1,1', '1,2', '2,1', '2,2']).not.toContain(cell);
  });

  it("agrees with the engine's whole-sign houses for a real chart", () => {
    const chart = kundli({ utc: '1990-05-17T01:15:00Z', latitude: 22.57, longitude: 88.36 });
    const boxes = chartBoxes(chart);
    for (const graha of GRAHAS) {
      const box = boxes.find((candidate) => candidate.planets.includes(graha));
      expect(box?.house, graha).toBe(chart.planets[graha].house);
      expect(box?.sign, graha).toBe(chart.planets[graha].sign);
    }
    // Rahu and Ketu are always in opposite houses.
    expect(Math.abs(chart.planets.Rahu.house - chart.planets.Ketu.house)).toBe(6);
  });
});
