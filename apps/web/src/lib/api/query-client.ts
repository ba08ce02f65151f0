import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const MAX_RETRIES = 2;

/**
 * Server state cache. A 4xx or a schema mismatch will not change on retry, so only network
 * failures, timeouts and 5xx answers are retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (failureCount >= MAX_RETRIES) return false;
          if (!isApiError(error)) return true;
          return error.kind !== 'invalid-response' && !(error.status >= 400 && error.status < 500);
        },
      },
      mutations: { retry: false },
    },
  });
}
