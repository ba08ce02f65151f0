import { describe, expect, it } from 'vitest';
import { GRAHAS } from './grahas';
import {
  GOCHARA_FAVOURABLE_HOUSES,
  GOCHARA_REFERENCE_PLACE,
  HOUSE_AREAS,
  gochara,
} from './gochara';
import { kundli } from './kundli';
import { panchang } from './panchang';
import { siderealMoonAt } from './panchang-angles';
import { signCount } from './zodiac';
import { itemAt } from './list';

describe('gochara', () => {
  const day = gochara('2024-03-01');

  it('takes the positions at sunrise in Ujjain on the date', () => {
    const almanac = panchang({ ...GOCHARA_REFERENCE_PLACE, date: '2024-03-01' });
    expect(day.reference).toBe(almanac.sunrise);
    expect(day.source).toBe('phaladeepika-26');
    expect(day.moon.tithi).toEqual(almanac.tithi[0]);
    expect(day.moon.nakshatra.key).toBe('swati');
  });

  it('is deterministic for a date', () => {
    expect(gochara('2024-03-01')).toEqual(day);
  });

  it('counts houses from each Moon sign and marks them by the Phaladeepika table', () => {
    const chart = kundli({ utc: day.reference, ...GOCHARA_REFERENCE_PLACE });
    expect(day.signs).toHaveLength(12);
    for (const forSign of day.signs) {
      expect(forSign.transits.map((t) => t.graha)).toEqual([...GRAHAS]);
      for (const transit of forSign.transits) {
        expect(transit.sign).toBe(chart.planets[transit.graha].sign);
        expect(transit.house).toBe(signCount(forSign.moonSign, transit.sign));
        expect(transit.area).toBe(HOUSE_AREAS[transit.house - 1]);
        expect(transit.favourable).toBe(
          GOCHARA_FAVOURABLE_HOUSES[transit.graha].includes(transit.house),
        );
      }
      expect(forSign.favourableCount).toBe(forSign.transits.filter((t) => t.favourable).length);
    }
  });

  it('uses the classical table: e.g. Jupiter good in 2, 5, 7, 9, 11, Saturn only in 3, 6, 11', () => {
    expect(GOCHARA_FAVOURABLE_HOUSES.Jupiter).toEqual([2, 5, 7, 9, 11]);
    expect(GOCHARA_FAVOURABLE_HOUSES.Saturn).toEqual([3, 6, 11]);
    expect(GOCHARA_FAVOURABLE_HOUSES.Venus).toHaveLength(9);
    // The Moon's own transit over the Moon sign (house 1) is favourable, over the 8th is not.
    const moonSign = day.moon.sign;
    const own = itemAt(day.signs, moonSign - 1).transits[1]; // GRAHAS order: Sun, Moon, …
    expect(own).toMatchObject({ house: 1, favourable: true, area: 'self' });
    const eighthFrom = ((moonSign - 8 + 12) % 12) + 1;
    const eighth = itemAt(day.signs, eighthFrom - 1).transits[1]; // GRAHAS order: Sun, Moon, …
    expect(eighth).toMatchObject({ house: 8, favourable: false, area: 'transformation' });
  });

  it('gives the Moon’s sign change before the next sunrise, at the boundary', () => {
    // The Moon (Libra) reaches Scorpio on 2 March 2024 after that day's sunrise.
    expect(day.moon.signKey).toBe('libra');
    expect(day.moon.nextSign).toBeNull();
    const next = gochara('2024-03-02');
    expect(next.moon.signKey).toBe('libra');
    expect(next.moon.nextSign?.signKey).toBe('scorpio');
    const at = Date.parse(next.moon.nextSign?.at ?? '');
    expect(at).toBeGreaterThan(Date.parse(next.reference));
    expect(Math.abs(siderealMoonAt(at) - 210)).toBeLessThan(1e-5);
  });
});
