import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, validToken } from '../../test/tokens';
import { ensureClientId } from './client-id';
import { captureFbclid } from './attribution';
import { resolveHardwareId } from './hardware-id';
import { bootstrapSession } from './session-bootstrap';
import { signOut } from './session-store';

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = '_fbc=; Max-Age=0; path=/';
});

/** The start-up steps with the network calls recorded instead of sent (no server here). */
function steps(fingerprint: () => Promise<string>) {
  return {
    fingerprint,
    notifyLogin: vi.fn(() => Promise.resolve()),
    startGuestSession: vi.fn(() => Promise.resolve()),
  };
}

describe('hardware id', () => {
  it('is the first 32 hex characters of a SHA-256 over the traits, stored under hwd_id', async () => {
    const id = await resolveHardwareId(null, () => Promise.resolve('a'.repeat(32)));
    expect(id).toBe('a'.repeat(32));
    expect(localStorage.getItem('hwd_id')).toBe(id);
  });

  it('uses an fbclid from the URL directly', async () => {
    expect(await resolveHardwareId('IwAR0xyz', () => Promise.resolve('unused'))).toBe('IwAR0xyz');
  });

  it('falls back to a random 32-character id when fingerprinting fails, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const id = await resolveHardwareId(null, () => Promise.reject(new Error('no canvas')));
    expect(id).toMatch(/^[a-z0-9]{32}$/);
    expect(error).toHaveBeenCalled();
  });
});

describe('bootstrapSession', () => {
  it('logs out an expired token at start', async () => {
    localStorage.setItem('jwt_token', makeToken({ sub: '1', exp: 1 }));
    localStorage.setItem('userData', '{"id":1}');
    const start = steps(() => Promise.resolve('f'.repeat(32)));
    await bootstrapSession('', start);
    expect(start.startGuestSession).toHaveBeenCalledTimes(1);
    expect(start.notifyLogin).not.toHaveBeenCalled();
    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('hwd_id')).toBe('f'.repeat(32));
  });

  it('warns about and logs out a token without exp', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('jwt_token', makeToken({ sub: 'no-exp-at-start' }));
    await bootstrapSession(
      '',
      steps(() => Promise.resolve('f'.repeat(32))),
    );
    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no expiry/));
  });

  it('keeps a valid session', async () => {
    const token = validToken('8');
    localStorage.setItem('jwt_token', token);
    const start = steps(() => Promise.resolve('f'.repeat(32)));
    await bootstrapSession('', start);
    expect(localStorage.getItem('jwt_token')).toBe(token);
    expect(start.notifyLogin).toHaveBeenCalledTimes(1);
    expect(start.startGuestSession).not.toHaveBeenCalled();
  });

  it('stores an fbclid, uses it as hardware id and sets the _fbc cookie', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'Asia/Kolkata',
    });
    await bootstrapSession(
      '?utm=x&fbclid=IwAR0abc',
      steps(() => Promise.resolve('unused')),
    );
    expect(localStorage.getItem('fbclid')).toBe('IwAR0abc');
    expect(localStorage.getItem('hwd_id')).toBe('IwAR0abc');
    expect(decodeURIComponent(document.cookie)).toContain('_fbc=fb.1.1700000000000.IwAR0abc');
  });
});

describe('ad clicks in Europe', () => {
  beforeEach(() => {
    localStorage.removeItem('fbclid');
  });

  it.each(['Europe/Berlin', 'Europe/London', 'Atlantic/Canary'])(
    'in %s an fbclid is neither stored nor set as a cookie nor used as hardware id',
    (timeZone) => {
      expect(captureFbclid('?fbclid=IwAR0eu', 1, { timeZone, pathname: '/' })).toBeNull();
      expect(localStorage.getItem('fbclid')).toBeNull();
      expect(document.cookie).not.toMatch(/_fbc=[^;]/);
    },
  );

  it('on a German page an fbclid is not kept, whatever the time zone', () => {
    const place = { timeZone: 'Asia/Kolkata', pathname: '/de/chat-with-psychic' };
    expect(captureFbclid('?fbclid=IwAR0de', 1, place)).toBeNull();
    expect(localStorage.getItem('fbclid')).toBeNull();
  });

  it('in India it is kept', () => {
    const place = { timeZone: 'Asia/Kolkata', pathname: '/' };
    expect(captureFbclid('?fbclid=IwAR0in', 1, place)).toBe('IwAR0in');
    expect(localStorage.getItem('fbclid')).toBe('IwAR0in');
    expect(document.cookie).toMatch(/_fbc=fb\.1\.1\.IwAR0in/);
  });
});

describe('client id', () => {
  it('is lumus-web- + 10 random characters + - + user id, stored once', () => {
    const first = ensureClientId(42);
    expect(first).toMatch(/^lumus-web-[a-z0-9]{10}-42$/);
    expect(ensureClientId(43)).toBe(first);
    expect(localStorage.getItem('client_id')).toBe(first);
  });
});

describe('logout', () => {
  it('removes exactly the session keys and the jwt_token and my_id cookies', () => {
    const kept = {
      hwd_id: 'h'.repeat(32),
      client_id: 'lumus-web-abcdefghij-1',
      deviceId: 'device',
      fbclid: 'IwAR',
      guestUserId: 'guest',
      user_login_mode: 'MOBILE',
      lang: 'de',
    };
    const removed = {
      jwt_token: validToken('1'),
      authToken: 'token',
      userData: '{"id":1}',
      deviceData: '{}',
      deviceToken: '{"isToShowNewPoDesignScreen":false}',
      isLoggedIn: 'true',
      isToTakeVerifiedNo: 'false',
      isToTakeVerifiedNo_firebase: 'false',
      hasLanguage: 'false',
    };
    for (const [key, value] of Object.entries({ ...kept, ...removed })) {
      localStorage.setItem(key, value);
    }
    localStorage.setItem('timeZone', 'Foreign');
    document.cookie = 'jwt_token=abc; path=/';
    document.cookie = 'my_id=1; path=/';
    document.cookie = 'other=keep; path=/';

    signOut();
    for (const key of Object.keys(removed)) expect(localStorage.getItem(key), key).toBeNull();
    for (const [key, value] of Object.entries(kept)) expect(localStorage.getItem(key)).toBe(value);
    expect(localStorage.getItem('timeZone')).toBe('Asia/Kolkata');
    expect(document.cookie).not.toMatch(/jwt_token=|my_id=/);
    expect(document.cookie).toContain('other=keep');
    document.cookie = 'other=; Max-Age=0; path=/';
  });
});
