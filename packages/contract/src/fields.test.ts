import { describe, expect, it } from 'vitest';
import { countryCodeField, sendCodeRequestSchema } from './auth/otp-login';
import { booleanField, idField, idNumber, intField, MAX_ID } from './fields';
import {
  isoDateField,
  NOT_STORABLE_MESSAGE,
  textField,
  timeOfDayField,
  urlEncodedTextField,
} from './text-fields';

describe('call input fields', () => {
  it('reads numbers and booleans sent as text, and rejects anything else', () => {
    expect(intField.parse('12')).toBe(12);
    expect(intField.parse(4)).toBe(4);
    expect(intField.safeParse('12.5').success).toBe(false);
    expect(intField.safeParse('1e3').success).toBe(false);
    expect(intField.safeParse('9'.repeat(40)).success).toBe(false);
    expect(booleanField.parse('false')).toBe(false);
    expect(booleanField.parse(true)).toBe(true);
    expect(booleanField.safeParse('yes').success).toBe(false);
  });

  it('bounds text, dates and times', () => {
    expect(textField(3).safeParse('abcd').success).toBe(false);
    expect(isoDateField.safeParse('2024-02-30').success).toBe(false);
    expect(isoDateField.parse('2024-02-29')).toBe('2024-02-29');
    expect(timeOfDayField.safeParse('24:00').success).toBe(false);
    expect(timeOfDayField.parse('23:59')).toBe('23:59');
  });

  it('strips plus signs from the country code (spec §3)', () => {
    expect(countryCodeField.parse('+91')).toBe('91');
    expect(countryCodeField.safeParse('+9a').success).toBe(false);
  });

  it('fills the send-code defaults and names a bad field', () => {
    const parsed = sendCodeRequestSchema.parse({
      countryCode: '+91',
      appId: '3',
      businessId: '12',
      mobile: '9876543210',
    });
    expect(parsed).toMatchObject({ isCall: false, captcha: '', appId: 3, countryCode: '91' });
    const bad = sendCodeRequestSchema.safeParse({
      countryCode: '91',
      appId: 3,
      businessId: 12,
      mobile: '98x',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['mobile']);
  });

  it('takes ids within the database integer range and refuses anything else', () => {
    expect(idField.parse('42')).toBe(42);
    expect(idField.parse(MAX_ID)).toBe(2_147_483_647);
    for (const bad of [0, -1, 1.5, 'x', '1.0', '', 3_000_000_000, '3000000000', MAX_ID + 1]) {
      expect(idField.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(idField.safeParse('3000000000').error?.issues[0]?.message).toBe(
      'must be at most 2147483647',
    );
    expect(idNumber.safeParse(3_000_000_000).success).toBe(false);
    expect(idNumber.safeParse('7').success).toBe(false);
  });

  it('refuses text with a NUL character or an unpaired surrogate', () => {
    const field = textField(50);
    for (const bad of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', '\uDC00\uD800']) {
      expect(field.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe(
        NOT_STORABLE_MESSAGE,
      );
    }
    expect(field.parse(' Grüße 🌙 ')).toBe('Grüße 🌙');
  });

  it('decodes URL-encoded text and refuses malformed escapes and encoded NUL', () => {
    const field = urlEncodedTextField(64);
    expect(field.parse('Asia%2FKolkata')).toBe('Asia/Kolkata');
    expect(field.safeParse('~%').error?.issues[0]?.message).toBe('must be URL-encoded text');
    expect(field.safeParse('%E0%A4%A').success).toBe(false);
    expect(field.safeParse('a%00b').error?.issues[0]?.message).toBe(NOT_STORABLE_MESSAGE);
  });
});
