import { AUTH_CONFIG_PATH } from '@lumus/contract/auth/auth-paths';
import { authConfigResponseSchema } from '@lumus/contract/auth/auth-config';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { apiPath } from '../../../lib/session/api-path';

/** Which sign-in providers the server has (Google client id, dev stand-in, Firebase). */
export const authConfigQuery = queryOptions({
  queryKey: ['auth-config'],
  queryFn: async ({ signal }) =>
    (await api.get(apiPath(AUTH_CONFIG_PATH), {}, { schema: authConfigResponseSchema, signal }))
      .data,
  staleTime: 10 * 60_000,
});
