import { describe, expect, it } from 'vitest';
import { makeToken, validToken } from '../../test/tokens';
import { readSession, signIn, signOut, SESSION_CHANGE_EVENT } from './session-store';

describe('readSession', () => {
  it('is logged out without a token', () => {
    expect(readSession()).toEqual({ isLoggedIn: false, token: null, user: null, userId: null });
  });

  it('reads token, user and user id of a valid session', () => {
    const token = validToken('99');
    localStorage.setItem('jwt_token', token);
    localStorage.setItem('userData', JSON.stringify({ id: 42, name: 'Asha' }));
    expect(readSession()).toMatchObject({
      isLoggedIn: true,
      token,
      user: { id: 42, name: 'Asha' },
      userId: '42',
    });
  });

  it("falls back to the token's subject for the user id", () => {
    localStorage.setItem('jwt_token', validToken('99'));
    expect(readSession().userId).toBe('99');
  });

  it('is logged out when the token has expired', () => {
    localStorage.setItem('jwt_token', makeToken({ sub: '1', exp: 1 }));
    expect(readSession().isLoggedIn).toBe(false);
  });
});

describe('signIn and signOut', () => {
  it('announce changes and store or clear the session keys', () => {
    let changes = 0;
    const onChange = () => (changes += 1);
    window.addEventListener(SESSION_CHANGE_EVENT, onChange);

    signIn(validToken('5'), { id: 5, name: 'Ravi' });
    expect(readSession()).toMatchObject({ isLoggedIn: true, userId: '5' });
    for (const key of ['deviceData', 'isToTakeVerifiedNo', 'isToTakeVerifiedNo_firebase']) {
      localStorage.setItem(key, 'x');
    }
    localStorage.setItem('hwd_id', 'hardware');
    localStorage.setItem('timeZone', 'Foreign');

    signOut();
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
    expect(changes).toBe(2);
    expect(readSession().isLoggedIn).toBe(false);
    for (const key of [
      'jwt_token',
      'userData',
      'deviceData',
      'isLoggedIn',
      'isToTakeVerifiedNo',
      'isToTakeVerifiedNo_firebase',
    ]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    // The device's identity is not part of the session.
    expect(localStorage.getItem('hwd_id')).toBe('hardware');
    expect(localStorage.getItem('timeZone')).toBe('Asia/Kolkata');
  });

  it('drops the conversion rate of a user in India whose currency is not INR', () => {
    localStorage.setItem('timeZone', 'Asia/Kolkata');
    localStorage.setItem(
      'conversion_rate',
      JSON.stringify({ isoCode: 'USD', conversionFactor: 83 }),
    );
    signOut();
    expect(localStorage.getItem('conversion_rate')).toBeNull();
  });

  it('keeps an INR conversion rate, and any rate of a user abroad', () => {
    localStorage.setItem('timeZone', 'Asia/Kolkata');
    localStorage.setItem('conversion_rate', JSON.stringify({ isoCode: 'INR' }));
    signOut();
    expect(localStorage.getItem('conversion_rate')).not.toBeNull();

    localStorage.setItem('timeZone', 'Foreign');
    localStorage.setItem('conversion_rate', JSON.stringify({ isoCode: 'EUR' }));
    signOut();
    expect(localStorage.getItem('conversion_rate')).not.toBeNull();
  });
});
