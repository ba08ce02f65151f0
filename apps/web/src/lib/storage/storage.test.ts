import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isEmptyValue, readJson, readString, removeFromStorage, saveToStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

afterEach(() => {
  localStorage.clear();
});

describe('saveToStorage', () => {
  it('ignores empty values and leaves an earlier value in place', () => {
    saveToStorage(STORAGE_KEYS.ip, '1.2.3.4');
    for (const empty of [undefined, null, '', '   ', [], {}]) {
      expect(saveToStorage(STORAGE_KEYS.ip, empty)).toBe(false);
    }
    expect(readString(STORAGE_KEYS.ip)).toBe('1.2.3.4');
  });

  it('stores strings verbatim and other values as JSON', () => {
    saveToStorage(STORAGE_KEYS.jwtToken, 'abc.def.ghi');
    saveToStorage(STORAGE_KEYS.userData, { id: 7, name: 'Asha' });
    saveToStorage(STORAGE_KEYS.multipleCurrencyEnabled, false);
    saveToStorage(STORAGE_KEYS.guestUserId, 0);
    expect(localStorage.getItem('jwt_token')).toBe('abc.def.ghi');
    expect(localStorage.getItem('userData')).toBe('{"id":7,"name":"Asha"}');
    expect(localStorage.getItem('multipleCurrencyEnabled')).toBe('false');
    expect(localStorage.getItem('guestUserId')).toBe('0');
  });

  it('treats false and zero as real values', () => {
    expect(isEmptyValue(false)).toBe(false);
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue({ a: undefined })).toBe(false);
  });
});

describe('readJson', () => {
  const schema = z.object({ id: z.number(), name: z.string() });

  it('returns typed data that matches the schema', () => {
    saveToStorage(STORAGE_KEYS.userData, { id: 7, name: 'Asha' });
    expect(readJson(STORAGE_KEYS.userData, schema)).toEqual({ id: 7, name: 'Asha' });
  });

  it('treats missing, malformed or mismatching values as absent', () => {
    expect(readJson(STORAGE_KEYS.userData, schema)).toBeNull();
    localStorage.setItem('userData', '{not json');
    expect(readJson(STORAGE_KEYS.userData, schema)).toBeNull();
    localStorage.setItem('userData', '{"id":"7"}');
    expect(readJson(STORAGE_KEYS.userData, schema)).toBeNull();
  });
});

describe('removeFromStorage', () => {
  it('removes every named key', () => {
    saveToStorage(STORAGE_KEYS.ip, '1.2.3.4');
    saveToStorage(STORAGE_KEYS.fbclid, 'x');
    removeFromStorage(STORAGE_KEYS.ip, STORAGE_KEYS.fbclid);
    expect(readString(STORAGE_KEYS.ip)).toBeNull();
    expect(readString(STORAGE_KEYS.fbclid)).toBeNull();
  });
});
