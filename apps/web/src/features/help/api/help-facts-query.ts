import { queryOptions } from '@tanstack/react-query';
import { apiFor, SERVER_RENDERED } from '../../../lib/api/api';

/** The figures the articles quote; rendered on the server with the page. */
export function helpFactsQuery() {
  return queryOptions({
    queryKey: ['help-facts'] as const,
    meta: SERVER_RENDERED,
    staleTime: 10 * 60 * 1000,
    queryFn: async ({ signal, client }) => {
      const { helpFactsCall } = await import('@lumus/contract/help/help-facts');
      return apiFor(client).call(helpFactsCall, {}, { signal });
    },
  });
}
