import { describe, expect, it } from 'vitest';
import { parseRupees, rupees, rupeesInput } from './admin-format';

describe('admin amounts', () => {
  it('reads rupees typed with a point or a comma into paise', () => {
    expect(parseRupees('25')).toBe(2500);
    expect(parseRupees('25.5')).toBe(2550);
    expect(parseRupees(' 0,99 ')).toBe(99);
  });

  it('refuses anything that is not a plain amount with at most two decimals', () => {
    for (const text of ['', '-1', '1.234', '1e3', 'abc', '12 000']) {
      expect(parseRupees(text), text).toBeUndefined();
    }
  });

  it('shows paise as rupees in the UI language', () => {
    expect(rupees(123456, 'en')).toBe('₹1,234.56');
    expect(rupees(123456, 'de')).toBe('₹1.234,56');
    expect(rupeesInput(2550)).toBe('25.50');
  });
});
