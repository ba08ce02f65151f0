import { describe, expect, it } from 'vitest';
import { doshas } from './doshas';
import { GRAHAS, type BodyGraha, type Graha } from './grahas';
import { KAAL_SARP_RULE, KAAL_SARP_TYPES, kaalSarp } from './kaal-sarp';
import type { Kundli, PlanetPlacement } from './kundli';
import { kundli } from './kundli';
import { MANGLIK_RULE } from './manglik';
import { signOf } from './zodiac';

/** A chart with Rahu at `rahu`°, the ascendant in `ascendantSign`, bodies at the given longitudes. */
function chart(
  rahu: number,
  bodies: Partial<Record<BodyGraha, number>>,
  ascendantSign = 1,
): Pick<Kundli, 'planets'> {
  const placement = (longitude: number): PlanetPlacement => {
    const sign = signOf(longitude);
    return {
      longitude,
      sign,
      nakshatra: 1,
      pada: 1,
      house: ((sign - ascendantSign + 12) % 12) + 1,
      retrograde: false,
      speed: 1,
    };
  };
  // Default: all bodies 10°–70° ahead of Rahu, i.e. inside Rahu → Ketu.
  const longitudes: Record<Graha, number> = {
    Sun: rahu + 10,
    Moon: rahu + 20,
    Mars: rahu + 30,
    Mercury: rahu + 40,
    Jupiter: rahu + 50,
    Venus: rahu + 60,
    Saturn: rahu + 70,
    ...bodies,
    Rahu: rahu,
    Ketu: rahu + 180,
  };
  return {
    planets: Object.fromEntries(
      GRAHAS.map((g) => [g, placement(((longitudes[g] % 360) + 360) % 360)]),
    ) as Record<Graha, PlanetPlacement>,
  };
}

describe('kaalSarp', () => {
  it('is full when all seven are strictly between Rahu and Ketu, typed by Rahu’s house', () => {
    const result = kaalSarp(chart(5, {}));
    expect(result).toEqual({
      rule: KAAL_SARP_RULE,
      kind: 'full',
      type: 'anant',
      direction: 'rahu-to-ketu',
      rahuHouse: 1,
      conjunctNode: [],
    });
  });

  it('is full the other way round (all between Ketu and Rahu)', () => {
    const result = kaalSarp(
      chart(100, {
        Sun: 300,
        Moon: 310,
        Mars: 0,
        Mercury: 20,
        Jupiter: 50,
        Venus: 90,
        Saturn: 281,
      }),
    );
    expect(result.kind).toBe('full');
    expect(result.direction).toBe('ketu-to-rahu');
  });

  it('names all twelve types by Rahu’s house from the ascendant', () => {
    for (let house = 1; house <= 12; house++) {
      // Ascendant sign chosen so that Rahu at 5° Aries is in `house`.
      const ascendantSign = ((1 - house + 12) % 12) + 1;
      const result = kaalSarp(chart(5, {}, ascendantSign));
      expect(result.rahuHouse).toBe(house);
      expect(result.type).toBe(KAAL_SARP_TYPES[house - 1]);
    }
    expect(KAAL_SARP_TYPES).toHaveLength(12);
    expect(KAAL_SARP_TYPES[11]).toBe('sheshnag');
  });

  it('treats a body exactly on a node as not hemmed in (strict), but conjunct: partial', () => {
    const onRahu = kaalSarp(chart(5, { Mars: 5 }));
    expect(onRahu.kind).toBe('partial');
    expect(onRahu.conjunctNode).toEqual(['Mars']);
    const onKetu = kaalSarp(chart(5, { Saturn: 185 }));
    expect(onKetu.kind).toBe('partial');
  });

  it('is partial when a body just outside the axis shares a node’s sign', () => {
    // Rahu at 15° Aries; Venus at 10° Aries is behind Rahu but in its sign.
    const result = kaalSarp(chart(15, { Venus: 10 }));
    expect(result).toMatchObject({
      kind: 'partial',
      direction: 'rahu-to-ketu',
      conjunctNode: ['Venus'],
    });
    // Just inside the arc on the other side: 194.9° vs Ketu at 195° is full.
    expect(kaalSarp(chart(15, { Venus: 194.9 })).kind).toBe('full');
    expect(kaalSarp(chart(15, { Venus: 195.1 })).kind).toBe('partial');
  });

  it('is none when a body outside the axis is in neither node’s sign', () => {
    const result = kaalSarp(chart(15, { Venus: 250 }));
    expect(result).toMatchObject({ kind: 'none', type: null, direction: null, conjunctNode: [] });
  });
});

describe('doshas', () => {
  it('gathers Manglik, Kaal Sarp and Sade Sati with their rule ids', () => {
    const birth = '1990-05-17T04:30:00Z';
    const result = doshas({
      chart: kundli({ utc: birth, latitude: 28.6139, longitude: 77.209 }),
      birth,
      at: '2024-01-01T00:00:00Z',
    });
    expect(result.manglik.rule).toBe(MANGLIK_RULE);
    expect(result.kaalSarp.rule).toBe(KAAL_SARP_RULE);
    expect(result.sadeSati.rule).toBe('sadeSati.saturn12th1st2ndFromMoonSign');
    expect(result.sadeSati.periods.length).toBeGreaterThan(2);
  });
});
