import { COUNTRIES } from '@lumus/contract/countries.generated';
import { describe, expect, it } from 'vitest';
import { defaultCountry, searchCountries } from './countries';
import { phoneProblem } from './phone-validation';

describe('default country', () => {
  it('comes from the browser time zone, preferring the country the zone city lies in', () => {
    expect(defaultCountry('Europe/Berlin').code).toBe('DE');
    expect(defaultCountry('Europe/Helsinki').code).toBe('FI');
    expect(defaultCountry('America/Chicago').code).toBe('US');
    expect(defaultCountry('Asia/Kolkata').code).toBe('IN');
  });

  it('is India when nothing matches', () => {
    expect(defaultCountry('Mars/Olympus').code).toBe('IN');
    expect(defaultCountry(undefined).code).toBe('IN');
  });
});

describe('country search', () => {
  it('matches English and German names, the code in any case and the dial code', () => {
    const codes = (query: string) => searchCountries(query).map((country) => country.code);
    expect(codes('Deutschland')).toEqual(['DE']);
    expect(codes('germany')).toEqual(['DE']);
    expect(codes('In')).toContain('IN');
    expect(codes('+91')).toEqual(['IN']);
    expect(codes('  ')).toHaveLength(COUNTRIES.length);
    expect(codes('xyzzy')).toEqual([]);
  });
});

describe('phone validation', () => {
  it('wants exactly 10 digits for +91 and at least 3 elsewhere', () => {
    expect(phoneProblem('+91', '987654321')).toBe('exact_10');
    expect(phoneProblem('+91', '98765432101')).toBe('exact_10');
    expect(phoneProblem('+91', '9876543210')).toBeNull();
    expect(phoneProblem('+49', '12')).toBe('min_length');
    expect(phoneProblem('+49', '123')).toBeNull();
  });
});
