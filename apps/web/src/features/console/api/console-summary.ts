import { consoleSummaryCall } from '@lumus/contract/console/console-figures';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { startOfLocalDay } from '../console-orders';
import { consoleKeys } from './console-keys';

/**
 * `console/summary/get`: who is signed in, today's earnings (today as this device counts it) and
 * the last 30 days' figures. Socket pushes that refetch the queue refetch this too (`all`).
 */
export function consoleSummaryQuery(userId: string | null) {
  return queryOptions({
    queryKey: consoleKeys.summary(userId),
    queryFn: ({ signal }) =>
      api.call(
        consoleSummaryCall,
        { dayStart: startOfLocalDay(Date.now()).toISOString() },
        { signal },
      ),
    enabled: userId !== null,
    // Past midnight "today" starts again; a minute late is fine.
    refetchInterval: 60_000,
  });
}
