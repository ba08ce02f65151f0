import type { UserRecord } from '@lumus/contract/auth/user';
import type { users } from './users-tables';

export type UserRow = typeof users.$inferSelect;

/**
 * Registered once the user has a name (the registration asks for nothing else, decision 042).
 * Psychic and admin accounts are set up by an operator, not by the customer registration dialog.
 */
export function isRegistered(user: UserRow): boolean {
  if (user.role !== 'user') return true;
  return user.name !== null && user.name !== '';
}

/** The `userData` of spec §3 as the web stores it. */
export function toUserRecord(user: UserRow): UserRecord {
  return {
    id: user.id,
    name: user.name,
    lastName: user.lastName,
    gender: user.gender,
    dob: user.dob,
    timeOfBirth: user.timeOfBirth,
    placeOfBirth: user.placeOfBirth,
    timeZone: user.timeZone,
    email: user.email,
    verifiedMobile:
      user.countryCode !== null && user.mobile !== null
        ? `+${user.countryCode} ${user.mobile}`
        : null,
    isForeign: user.isForeign,
    profile_pic: user.profilePic,
    role: user.role,
  };
}
