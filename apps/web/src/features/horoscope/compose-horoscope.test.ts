import { gochara } from '@lumus/astro/gochara';
import type { Horoscope } from '@lumus/contract/astrology/horoscope';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n';
import { composeHoroscope, ordinal, transitSentence } from './compose-horoscope';

const DAY = gochara('2026-06-16');

function horoscopeFor(moonSign: number): Pick<Horoscope, 'transits' | 'favourableCount'> {
  const forSign = DAY.signs[moonSign - 1];
  if (forSign === undefined) throw new Error('no sign');
  return { transits: [...forSign.transits], favourableCount: forSign.favourableCount };
}

describe('daily horoscope sentences', () => {
  it('writes ordinals in each language', () => {
    expect([1, 2, 3, 4, 11, 12].map((n) => ordinal(n, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
    ]);
    expect(ordinal(5, 'de')).toBe('5.');
  });

  it('builds each sentence from planet, house, area and verdict', () => {
    const { t } = createI18n('en');
    expect(
      transitSentence(
        t,
        {
          graha: 'Jupiter',
          sign: 5,
          retrograde: false,
          house: 5,
          area: 'children',
          favourable: true,
        },
        'en',
      ),
    ).toBe(
      'Jupiter moves through your 5th house (children and creativity): a favourable time for children, creativity and romance.',
    );
    expect(
      transitSentence(
        t,
        {
          graha: 'Saturn',
          sign: 12,
          retrograde: true,
          house: 8,
          area: 'transformation',
          favourable: false,
        },
        'en',
      ),
    ).toBe(
      'Saturn, retrograde, moves through your 8th house (change and hidden matters): avoid risks and unnecessary worry.',
    );
    const de = createI18n('de').t;
    expect(
      transitSentence(
        de,
        {
          graha: 'Jupiter',
          sign: 5,
          retrograde: false,
          house: 5,
          area: 'children',
          favourable: true,
        },
        'de',
      ),
    ).toBe(
      'Jupiter zieht durch dein 5. Haus (Kinder und Kreativität): eine günstige Zeit für Kinder, Kreativität und Romantik.',
    );
  });

  it('opens with the Sun and the Moon as a sentence subject, with the article German needs', () => {
    const sun = {
      graha: 'Sun',
      sign: 10,
      retrograde: false,
      house: 10,
      area: 'career',
      favourable: true,
    } as const;
    expect(transitSentence(createI18n('en').t, sun, 'en')).toBe(
      'The Sun moves through your 10th house (career): a favourable time for work and recognition.',
    );
    expect(transitSentence(createI18n('de').t, sun, 'de')).toBe(
      'Die Sonne zieht durch dein 10. Haus (Beruf): eine günstige Zeit für Arbeit und Anerkennung.',
    );
    const moon = { ...sun, graha: 'Moon', house: 4, area: 'home', favourable: false } as const;
    expect(transitSentence(createI18n('de').t, moon, 'de')).toMatch(
      /^Der Mond zieht durch dein 4\. Haus \(Zuhause und Geborgenheit\): /,
    );
    expect(transitSentence(createI18n('de').t, { ...moon, graha: 'Mercury' }, 'de')).toMatch(
      /^Merkur zieht /,
    );
  });

  it('agrees the headline with the number of favourable planets in each language', () => {
    const headline = (language: 'en' | 'de', favourableCount: number) =>
      composeHoroscope(createI18n(language).t, { transits: [], favourableCount }, language)
        .headline;
    expect(headline('en', 0)).toBe(
      'A day for patience: none of the nine planets stands in a favourable house.',
    );
    expect(headline('en', 1)).toBe(
      'A day for patience: only one of the nine planets stands in a favourable house.',
    );
    expect(headline('en', 3)).toBe(
      'A day for patience: only 3 of the nine planets stand in favourable houses.',
    );
    expect(headline('de', 0)).toBe(
      'Ein Tag für Geduld: Keiner der neun Planeten steht in einem günstigen Haus.',
    );
    expect(headline('de', 1)).toBe(
      'Ein Tag für Geduld: Nur einer der neun Planeten steht in einem günstigen Haus.',
    );
    expect(headline('de', 2)).toBe(
      'Ein Tag für Geduld: Nur 2 der neun Planeten stehen in günstigen Häusern.',
    );
    expect(headline('de', 5)).toBe(
      'Ein gemischter Tag: 5 der neun Planeten stehen in günstigen Häusern.',
    );
    expect(headline('de', 7)).toBe(
      'Ein starker Tag: 7 der neun Planeten stehen in günstigen Häusern.',
    );
  });

  it('is the same for the same day and differs between signs, nine sentences each', () => {
    const { t } = createI18n('en');
    const aries = composeHoroscope(t, horoscopeFor(1), 'en');
    expect(composeHoroscope(t, horoscopeFor(1), 'en')).toEqual(aries);
    expect(aries.sentences).toHaveLength(9);
    expect(aries.sentences[0]).toMatch(/^Jupiter /);
    expect(composeHoroscope(t, horoscopeFor(2), 'en').sentences).not.toEqual(aries.sentences);
    const count = horoscopeFor(1).favourableCount;
    expect(aries.headline).toContain(`${String(count)} of the nine planets`);
  });
});
