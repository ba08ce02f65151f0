import type { LoginResponse } from '@lumus/contract/auth/otp-login';
import { eq } from 'drizzle-orm';
import { isRegistered, toUserRecord, type UserRow } from '../users/user-record';
import { users } from '../users/users-tables';
import { REASON_BLOCKED } from './auth-guard';
import { CallFailure } from '../../lib/http/call-failure';
import { openSession, type SessionDeps, type SessionMethod } from './sessions';

export type LoginFlags = Readonly<{
  /** Ask the user to verify a number: true for a Google user without a verified number. */
  isToTakeVerifiedNo: boolean;
  /** Same, through the Firebase path (only when Firebase is the identity provider). */
  isToTakeVerifiedNoFirebase: boolean;
}>;

/** Every login path ends here: a new session, its token, and the login response of spec §3. */
export async function completeLogin(
  deps: SessionDeps,
  user: UserRow,
  method: SessionMethod,
  hardwareId: string,
  flags: LoginFlags = { isToTakeVerifiedNo: false, isToTakeVerifiedNoFirebase: false },
): Promise<LoginResponse> {
  if (user.blockedAt !== null) throw new CallFailure(403, REASON_BLOCKED);
  const authToken = await openSession(deps, user, method, hardwareId);
  await deps.db.update(users).set({ lastLoginAt: deps.clock() }).where(eq(users.id, user.id));
  return {
    status: 'success',
    isRegistered: isRegistered(user),
    isToTakeVerifiedNo: flags.isToTakeVerifiedNo,
    isToTakeVerifiedNo_firebase: flags.isToTakeVerifiedNoFirebase,
    // Language is chosen by URL (spec §2) and not stored per user.
    hasLanguage: false,
    data: { ...toUserRecord(user), authToken },
  };
}
