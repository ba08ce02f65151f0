import { describe, expect, it } from 'vitest';
import { dateProblem, datesOfSearch, todayIso } from './compatibility-dates';

describe('compatibility dates', () => {
  it.each([
    ['', 'required'],
    ['2023-02-29', 'invalid'],
    ['1990-13-01', 'invalid'],
    ['12.04.1990', 'invalid'],
    ['1899-12-31', 'too_early'],
    ['2026-06-16', 'future'],
    ['2026-06-15', null],
    ['1900-01-01', null],
    ['2024-02-29', null],
  ])('%s -> %s (today 2026-06-15)', (text, problem) => {
    expect(dateProblem(text, '2026-06-15')).toBe(problem);
  });

  it('reads the pair from a shared URL only when both dates are there', () => {
    expect(datesOfSearch(new URLSearchParams('you=1990-04-12&partner=1992-09-30'))).toEqual({
      you: '1990-04-12',
      partner: '1992-09-30',
    });
    expect(datesOfSearch(new URLSearchParams('you=1990-04-12'))).toBeNull();
    expect(datesOfSearch(new URLSearchParams('you=%20&partner=1992-09-30'))).toBeNull();
  });

  it('takes today from the local calendar, not UTC', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
