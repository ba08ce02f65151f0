import { describe, expect, it } from 'vitest';
import { toStoredUser } from './stored-user';

describe('toStoredUser', () => {
  it('accepts a record with an id and keeps fields it does not know', () => {
    const user = toStoredUser({ id: 7, name: 'Asha', email: null, verifiedMobile: true, extra: 1 });
    expect(user).toEqual({ id: 7, name: 'Asha', email: null, verifiedMobile: true, extra: 1 });
    expect(toStoredUser({ id: 'u-1' })).toEqual({ id: 'u-1' });
  });

  it('rejects what is not a user record', () => {
    expect(toStoredUser(null)).toBeNull();
    expect(toStoredUser([{ id: 1 }])).toBeNull();
    expect(toStoredUser({ name: 'no id' })).toBeNull();
    expect(toStoredUser({ id: true })).toBeNull();
    expect(toStoredUser({ id: 1, name: 5 })).toBeNull();
    expect(toStoredUser({ id: 1, verifiedMobile: 1 })).toBeNull();
    expect(toStoredUser({ id: 1, isForeign: 'yes' })).toBeNull();
  });
});
