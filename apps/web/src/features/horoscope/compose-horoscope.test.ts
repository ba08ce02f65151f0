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
