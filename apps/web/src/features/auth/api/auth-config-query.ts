import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { authConfigCall } from '@lumus/contract/auth/auth-calls';

/** Which sign-in providers the server has (Google client id, dev stand-in, Firebase). */
export const authConfigQuery = queryOptions({
  queryKey: ['auth-config'],
  queryFn: ({ signal }) => api.call(authConfigCall, {}, { signal }),
  staleTime: 10 * 60_000,
});
