import { LOGIN_CHECK_ID } from '@lumus/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api/api';

/**
 * The login-mode check (spec §4 "Login entry", §7): `get/static/value?id=507` answers whether a
 * captcha is needed (`value` 'true'/'false') and which login to offer (`mode`, EMAIL or other).
 * It is fetched ahead of time so the Login button opens the right popup without waiting; the
 * sign-in flow reads the same cached query.
 */
export const loginModeSchema = z.object({
  status: z.string(),
  value: z.union([z.string(), z.boolean()]).nullish(),
  mode: z.string().nullish(),
});
export type LoginMode = z.infer<typeof loginModeSchema>;

export const loginModeQuery = queryOptions({
  queryKey: ['static-value', LOGIN_CHECK_ID],
  queryFn: async ({ signal }) => {
    try {
      return await api.get(
        'get/static/value',
        { id: LOGIN_CHECK_ID },
        { schema: loginModeSchema, signal },
      );
    } catch (error) {
      // Spec §8: a failed login-mode fetch is only logged; the stored mode is used instead.
      console.error('Login-mode check failed', error);
      throw error;
    }
  },
  staleTime: 5 * 60_000,
  retry: false,
});

/** `value` is the captcha switch; the server sends it as the string 'true' or 'false'. */
export function isCaptchaRequired(mode: LoginMode | undefined): boolean {
  return mode?.value === true || mode?.value === 'true';
}
