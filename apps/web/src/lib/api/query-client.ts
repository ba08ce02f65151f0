import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const MAX_RETRIES = 2;

/**
 * Server state cache. A 4xx or a schema mismatch will not change on retry, so only network
 * failures, timeouts and 5xx answers are retried, and nothing while the browser says it is
 * offline. Calls run even offline (`networkMode: 'always'`): TanStack's default pauses them
 * until the connection is back, which left a page saying "Loading…" forever with no way on;
 * failing at once lets every page show its error with a Retry (decision 042).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'always',
        retry: (failureCount, error) => {
          if (failureCount >= MAX_RETRIES || !onlineManager.isOnline()) return false;
          if (!isApiError(error)) return true;
          return error.kind !== 'invalid-response' && !(error.status >= 400 && error.status < 500);
        },
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
