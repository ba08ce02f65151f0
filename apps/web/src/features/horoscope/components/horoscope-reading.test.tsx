import { SIGNS } from '@lumus/astro/zodiac';
import type { Horoscope } from '@lumus/contract/astrology/horoscope';
import type { Language } from '@lumus/contract/constants';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import { HoroscopeReading } from './horoscope-reading';

/** A day whose Moon stands in `sign` and moves on into the next sign. */
function dayWithMoonIn(sign: number): Horoscope {
  return {
    date: '2026-06-16',
    moonSign: 3,
    transits: [],
    favourableCount: 4,
    moon: {
      sign,
      nakshatra: { key: 'ardra', end: '2026-06-16T09:00:00.000Z' },
      tithi: { key: 'pratipada', paksha: 'shukla', end: '2026-06-16T11:00:00.000Z' },
      nextSign: { sign: (sign % 12) + 1, at: '2026-06-16T20:00:00.000Z' },
    },
  };
}

function moonLine(sign: number, language: Language): string {
  const { unmount } = render(
    <I18nextProvider i18n={createI18n(language)}>
      <HoroscopeReading horoscope={dayWithMoonIn(sign)} language={language} />
    </I18nextProvider>,
  );
  const text = screen.getByText(/Moon is|Mond steht/).textContent;
  unmount();
  return text;
}

describe('the Moon line of a daily horoscope', () => {
  it('puts every sign in the German dative with its article, and the next one in the accusative', () => {
    const lines = SIGNS.map((_sign, index) => moonLine(index + 1, 'de'));
    const where = lines.map((line) => /^Der Mond steht (.+?), Nakshatra/.exec(line)?.[1]);
    expect(where).toEqual([
      'im Widder',
      'im Stier',
      'in den Zwillingen',
      'im Krebs',
      'im Löwen',
      'in der Jungfrau',
      'in der Waage',
      'im Skorpion',
      'im Schützen',
      'im Steinbock',
      'im Wassermann',
      'in den Fischen',
    ]);
    const next = lines.map((line) => /Später wechselt er (.+)\.$/.exec(line)?.[1]);
    expect(next).toEqual([
      'in den Stier',
      'in die Zwillinge',
      'in den Krebs',
      'in den Löwen',
      'in die Jungfrau',
      'in die Waage',
      'in den Skorpion',
      'in den Schützen',
      'in den Steinbock',
      'in den Wassermann',
      'in die Fische',
      'in den Widder',
    ]);
  });

  it('reads naturally in English', () => {
    expect(moonLine(3, 'en')).toBe(
      'The Moon is in Gemini, nakshatra Ardra; tithi Pratipada (waxing). Later it moves into Cancer.',
    );
  });
});
