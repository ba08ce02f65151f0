import { describe, expect, it } from 'vitest';
import { GRAHAS, type Graha } from './grahas';
import type { Kundli, PlanetPlacement } from './kundli';
import { kundli } from './kundli';
import { manglik } from './manglik';
import { matchMaking } from './match-making';

/** A chart with the ascendant in Aries, the Moon in `moonSign` and Mars in `marsSign`. */
function chart(marsSign: number, moonSign = 1): Pick<Kundli, 'planets'> {
  const placement = (sign: number): PlanetPlacement => ({
    longitude: (sign - 1) * 30 + 10,
    sign,
    nakshatra: 1,
    pada: 1,
    house: sign, // ascendant in Aries, so house = sign
    retrograde: false,
    speed: 1,
  });
  const planets = Object.fromEntries(GRAHAS.map((graha) => [graha, placement(1)])) as Record<
    Graha,
    PlanetPlacement
  >;
  return { planets: { ...planets, Mars: placement(marsSign), Moon: placement(moonSign) } };
}

describe('manglik', () => {
  it.each([
    [1, true],
    [2, true],
    [3, false],
    [4, true],
    [5, false],
    [6, false],
    [7, true],
    [8, true],
    [9, false],
    [10, false],
    [11, false],
    [12, true],
  ])('Mars in house %i from the ascendant → manglik %s', (house, expected) => {
    const result = manglik(chart(house));
    expect(result.isManglik).toBe(expected);
    expect(result.marsHouse).toBe(house);
  });

  it('reports the count from the Moon separately without changing the verdict', () => {
    // Mars in Cancer (4th from the Aries ascendant) but 3rd from a Taurus Moon.
    const result = manglik(chart(4, 2));
    expect(result).toEqual({
      isManglik: true,
      marsHouse: 4,
      fromMoon: { house: 3, manglik: false },
    });
    // Mars in Leo (5th from the ascendant) is 2nd from a Cancer Moon.
    expect(manglik(chart(5, 4))).toEqual({
      isManglik: false,
      marsHouse: 5,
      fromMoon: { house: 2, manglik: true },
    });
  });

  it('works on a computed kundli', () => {
    // 2000-01-01 12:00 UT Delhi: ascendant Gemini, Mars in Aquarius = 9th house.
    const result = manglik(
      kundli({ utc: '2000-01-01T12:00:00Z', latitude: 28.6, longitude: 77.2 }),
    );
    expect(result.marsHouse).toBe(9);
    expect(result.isManglik).toBe(false);
  });
});

describe('matchMaking', () => {
  it.each([
    [3, 3, 'none'],
    [1, 3, 'dosha'],
    [3, 8, 'dosha'],
    [7, 12, 'cancelled'],
  ] as const)('boy Mars house %i, girl Mars house %i → %s', (boyHouse, girlHouse, verdict) => {
    const result = matchMaking(chart(boyHouse), chart(girlHouse, 5));
    expect(result.manglik.verdict).toBe(verdict);
    expect(result.manglik.reason).toEqual({
      key: `matchMaking.manglik.${verdict}`,
      params: { boyMarsHouse: boyHouse, girlMarsHouse: girlHouse },
    });
  });

  it('matches the Moons with gunaMilan', () => {
    const result = matchMaking(chart(3, 1), chart(3, 5));
    expect(result.gunaMilan.boy.sign).toBe(1);
    expect(result.gunaMilan.girl.sign).toBe(5);
    expect(result.gunaMilan.kootas.bhakoot.score).toBe(0); // 5/9
  });
});
