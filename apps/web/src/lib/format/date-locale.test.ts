import { describe, expect, it } from 'vitest';
import { dateLocale } from './date-locale';

describe('dateLocale (issue 27)', () => {
  it('writes long dates as India and Germany do', () => {
    const day = new Date(Date.UTC(1994, 7, 15));
    const long = (language: string) =>
      new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
        day,
      );
    expect(long('en')).toBe('15 August 1994');
    expect(long('de')).toBe('15. August 1994');
    expect(dateLocale('fr-FR')).toBe('fr-FR');
  });
});
