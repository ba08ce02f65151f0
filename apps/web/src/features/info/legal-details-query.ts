import { queryOptions } from '@tanstack/react-query';
import { apiFor, SERVER_RENDERED } from '../../lib/api/api';

/** The operator's details from the server's configuration; the same for every visitor. */
export function legalDetailsQuery() {
  return queryOptions({
    queryKey: ['legal-details'] as const,
    meta: SERVER_RENDERED,
    staleTime: 60 * 60 * 1000,
    retry: false,
    queryFn: async ({ signal, client }) => {
      const { legalDetailsCall } = await import('@lumus/contract/site/legal-details');
      return apiFor(client).call(legalDetailsCall, {}, { signal });
    },
  });
}
