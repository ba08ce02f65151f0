import { LOGIN_CHECK_ID, USER_LOGIN_MODES } from '@lumus/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import type { LoginModeResponse } from '@lumus/contract/auth/login-mode';
import type { UserLoginMode } from '@lumus/contract/auth/user';
import { readString } from '../storage/storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { api } from '../api/api';
import { afterFirstPaint } from '../boot/after-first-paint';

/**
 * The login-mode check (spec §4 "Login entry", §7): `get/static/value?id=507` answers whether a
 * captcha is needed (`value` 'true'/'false') and which login to offer (`mode`, EMAIL or other).
 * It is fetched ahead of time so the Login button opens the right popup without waiting; the
 * sign-in flow reads the same cached query.
 */
export type LoginMode = LoginModeResponse;

export const loginModeQuery = queryOptions({
  queryKey: ['static-value', LOGIN_CHECK_ID],
  queryFn: async ({ signal }) => {
    try {
      // Fetched ahead of the first click, but not ahead of the first paint; the schema comes
      // with the call (zod is not part of the app's first download).
      await afterFirstPaint();
      const [{ staticValueCall }, { loginModeResponseSchema }] = await Promise.all([
        import('@lumus/contract/static-value'),
        import('@lumus/contract/auth/login-mode'),
      ]);
      const answer = await api.call(staticValueCall, { id: LOGIN_CHECK_ID }, { signal });
      // Id 507 is narrower than any static value: a captcha switch and a login mode.
      return loginModeResponseSchema.parse(answer);
    } catch (error) {
      // Spec §8: a failed login-mode fetch is only logged; the stored mode is used instead. A
      // cancelled one did not fail: the page stopped needing it (a sign-in, a page change).
      if (!signal.aborted) console.error('Login-mode check failed', error);
      throw error;
    }
  },
  staleTime: 5 * 60_000,
  retry: false,
});

/** `value` is the captcha switch; the server sends it as the string 'true' or 'false'. */
export function isCaptchaRequired(mode: LoginMode | undefined): boolean {
  return mode?.value === 'true';
}

/** The mode from the check, else the one the guest session stored, else phone login. */
export function effectiveLoginMode(mode: LoginMode | undefined): UserLoginMode {
  if (mode?.mode != null) return mode.mode;
  const stored = readString(STORAGE_KEYS.userLoginMode);
  return USER_LOGIN_MODES.find((mode) => mode === stored) ?? 'MOBILE';
}
