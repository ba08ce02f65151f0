import { describe, expect, it } from 'vitest';
import { COMPATIBILITY_AREAS, compatibility, compatibilityOfSigns } from './compatibility';
import { AstroInputError } from './errors';
import { sunSignName } from './sun-sign';

const SIGN_NUMBERS = Array.from({ length: 12 }, (_, index) => index + 1);
const PAIRS = SIGN_NUMBERS.flatMap((a) => SIGN_NUMBERS.map((b) => [a, b] as const));

describe('compatibilityOfSigns over all 144 sign pairs', () => {
  it('gives integers 0–100 for every area', () => {
    for (const [a, b] of PAIRS) {
      const result = compatibilityOfSigns(a, b);
      for (const area of COMPATIBILITY_AREAS) {
        expect(Number.isInteger(result[area]), `${a}/${b} ${area}`).toBe(true);
        expect(result[area]).toBeGreaterThanOrEqual(0);
        expect(result[area]).toBeLessThanOrEqual(100);
      }
    }
  });

  it('is symmetric: scores and reason keys do not depend on the order', () => {
    for (const [a, b] of PAIRS) {
      const ab = compatibilityOfSigns(a, b);
      const ba = compatibilityOfSigns(b, a);
      for (const area of COMPATIBILITY_AREAS) {
        expect(ab[area], `${a}/${b} ${area}`).toBe(ba[area]);
        expect(ab.reasons[area].key).toBe(ba.reasons[area].key);
      }
      expect(ab.signs).toEqual({ a: ba.signs.b, b: ba.signs.a });
    }
  });

  it('is deterministic', () => {
    for (const [a, b] of PAIRS)
      expect(compatibilityOfSigns(a, b)).toEqual(compatibilityOfSigns(a, b));
  });

  it('ranks a trine of one element above a square of clashing elements', () => {
    const trine = compatibilityOfSigns(1, 5); // Aries–Leo
    const square = compatibilityOfSigns(1, 4); // Aries–Cancer
    expect(trine.overall).toBeGreaterThan(square.overall);
    expect(trine.love).toBeGreaterThan(square.love);
  });

  it('computes the documented weights exactly for Aries–Leo', () => {
    // trine 95, fire–fire 90, same polarity (80 harmony, 65 attraction), cardinal vs fixed 75.
    const result = compatibilityOfSigns(1, 5);
    expect(result).toMatchObject({
      love: Math.round(0.45 * 95 + 0.35 * 90 + 0.2 * 80),
      sex: Math.round(0.4 * 90 + 0.3 * 95 + 0.3 * 65),
      family: Math.round(0.4 * 75 + 0.35 * 90 + 0.25 * 95),
      friendship: Math.round(0.45 * 90 + 0.35 * 95 + 0.2 * 75),
      signs: { a: 'aries', b: 'leo' },
    });
    expect(result.reasons.love).toEqual({
      key: 'compatibility.love.trine',
      params: { signA: 'aries', signB: 'leo' },
    });
    expect(result.reasons.family.key).toBe('compatibility.family.differentModality');
    expect(result.reasons.sex.key).toBe('compatibility.sex.same.samePolarity');
  });
});

describe('compatibility by date of birth', () => {
  it.each([
    ['03-20', 'pisces'],
    ['03-21', 'aries'],
    ['04-19', 'aries'],
    ['04-20', 'taurus'],
    ['06-20', 'gemini'],
    ['06-21', 'cancer'],
    ['07-23', 'leo'],
    ['08-23', 'virgo'],
    ['09-23', 'libra'],
    ['10-23', 'scorpio'],
    ['11-22', 'sagittarius'],
    ['12-21', 'sagittarius'],
    ['12-22', 'capricorn'],
    ['01-01', 'capricorn'],
    ['01-19', 'capricorn'],
    ['01-20', 'aquarius'],
    ['02-18', 'aquarius'],
    ['02-19', 'pisces'],
  ])('%s is %s', (monthDay, sign) => {
    const [month, day] = monthDay.split('-').map(Number);
    expect(sunSignName(month ?? 0, day ?? 0)).toBe(sign);
    expect(compatibility(`1990-${monthDay}`, '1990-01-01').signs.a).toBe(sign);
  });

  it('accepts Date objects by their UTC calendar day', () => {
    expect(compatibility(new Date(Date.UTC(1985, 6, 23)), '1991-11-30')).toEqual(
      compatibility('1985-07-23', '1991-11-30'),
    );
  });

  it.each(['1990-02-30', '1990-13-01', '17.05.1990', '', '1700-01-01'])(
    'rejects %j with a typed error',
    (value) => {
      expect(() => compatibility(value, '1990-01-01')).toThrow(AstroInputError);
      expect(() => compatibility('1990-01-01', value)).toThrow(/dateOfBirthB/);
    },
  );
});
