import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeJwtPayload, isTokenValid } from './jwt';
import { makeToken } from '../../test/tokens';

const NOW = Date.UTC(2030, 0, 1);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isTokenValid', () => {
  it('accepts a token whose exp lies in the future', () => {
    expect(isTokenValid(makeToken({ exp: NOW / 1000 + 60, sub: '7' }), NOW)).toBe(true);
  });

  it('rejects a token whose exp has passed or is now', () => {
    expect(isTokenValid(makeToken({ exp: NOW / 1000 - 1 }), NOW)).toBe(false);
    expect(isTokenValid(makeToken({ exp: NOW / 1000 }), NOW)).toBe(false);
  });

  it('rejects a token without exp and warns about it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(isTokenValid(makeToken({ sub: 'no-exp-user' }), NOW)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/no expiry/);
  });

  it('rejects missing, empty and malformed tokens', () => {
    expect(isTokenValid(null, NOW)).toBe(false);
    expect(isTokenValid('', NOW)).toBe(false);
    expect(isTokenValid('not-a-jwt', NOW)).toBe(false);
    expect(isTokenValid('a.%%%.c', NOW)).toBe(false);
  });
});

describe('decodeJwtPayload', () => {
  it('decodes base64url payloads including non-ASCII text', () => {
    const token = makeToken({ exp: 1, name: 'Jürgen ✨', sub: 42 });
    expect(decodeJwtPayload(token)).toMatchObject({ exp: 1, name: 'Jürgen ✨', sub: 42 });
  });
});
