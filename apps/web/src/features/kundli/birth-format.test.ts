import { describe, expect, it } from 'vitest';
import { formatBirthDate } from './birth-format';

describe('formatBirthDate', () => {
  it('reads "15 August 1994" in English and "15. August 1994" in German', () => {
    expect(formatBirthDate('1994-08-15', 'en')).toBe('15 August 1994');
    expect(formatBirthDate('1994-08-15', 'de')).toBe('15. August 1994');
  });
});
