import type { LoginResponse } from '@lumus/contract/auth/otp-login';
import type { UserRecord } from '@lumus/contract/auth/user';
import type { QueryClient } from '@tanstack/react-query';
import { currencyQuery } from '../currency/api/get-currency-details';
import { ensureClientId } from '../../lib/session/client-id';
import { notifyLogin } from '../../lib/session/session-calls';
import { signIn } from '../../lib/session/session-store';
import { saveToStorage } from '../../lib/storage/storage';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys';
import { updateDeviceToken } from './api/profile-calls';

export interface FinishedLogin {
  user: UserRecord;
  isRegistered: boolean;
}

/** Thrown when a login answer is not a success; carries the server's reason. */
export class LoginFailedError extends Error {
  override readonly name = 'LoginFailedError';
}

/**
 * What every successful login does (spec §4): store token and user, the answer's flags and the
 * client id, then — in the background — the login notification, the device token and a fresh
 * conversion rate.
 */
export function finishLogin(response: LoginResponse, queryClient: QueryClient): FinishedLogin {
  const record = response.data;
  const token = record?.authToken;
  if (response.status !== 'success' || record === undefined || token === undefined) {
    throw new LoginFailedError(response.reason ?? '');
  }
  // The token has its own keys; the stored user record does not repeat it.
  const user = { ...record, authToken: undefined };
  saveToStorage(STORAGE_KEYS.authToken, token);
  saveToStorage(STORAGE_KEYS.isToTakeVerifiedNo, String(response.isToTakeVerifiedNo ?? false));
  saveToStorage(
    STORAGE_KEYS.isToTakeVerifiedNoFirebase,
    String(response.isToTakeVerifiedNo_firebase ?? false),
  );
  saveToStorage(STORAGE_KEYS.hasLanguage, String(response.hasLanguage ?? false));
  signIn(token, user);
  ensureClientId(user.id);
  void notifyLogin();
  void updateDeviceToken(user.id, true);
  // Failures are logged inside the query and leave the rupee in place (spec §8).
  void queryClient.query({ ...currencyQuery(String(user.id), true), staleTime: 0 });
  return { user: record, isRegistered: response.isRegistered ?? false };
}
