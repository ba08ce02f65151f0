import { describe, expect, it } from 'vitest';
import { amountInput, money, parseAmount, rupees } from './admin-format';

describe('admin amounts', () => {
  it('reads rupees typed with a point or a comma into paise', () => {
    expect(parseAmount('25')).toBe(2500);
    expect(parseAmount('25.5')).toBe(2550);
    expect(parseAmount(' 0,99 ')).toBe(99);
  });

  it('refuses anything that is not a plain amount with at most two decimals', () => {
    for (const text of ['', '-1', '1.234', '1e3', 'abc', '12 000']) {
      expect(parseAmount(text), text).toBeUndefined();
    }
  });

  it('shows paise as rupees in the UI language', () => {
    expect(rupees(123456, 'en')).toBe('₹1,234.56');
    expect(rupees(123456, 'de')).toBe('1.234,56\u00a0₹');
    expect(amountInput(2550)).toBe('25.50');
  });

  it('shows an amount in its own currency, euros as German and English write them', () => {
    expect(money(199, 'EUR', 'de')).toBe('1,99\u00a0€');
    expect(money(500, 'EUR', 'en')).toBe('€5');
    expect(money(50_000, 'INR', 'en')).toBe('₹500');
  });
});
