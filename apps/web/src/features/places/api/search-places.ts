import { placeSearchCall } from '@lumus/contract/astrology/place-search';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** Type-ahead starts at two letters, as the server does. */
export const PLACE_QUERY_MIN_LENGTH = 2;

/** `place/search`: the same query always gives the same places, so answers are kept. */
export function placeSearchQuery(query: string) {
  const q = query.trim();
  return queryOptions({
    queryKey: ['places', 'search', q.toLowerCase()],
    queryFn: async ({ signal }) => {
      return api.call(placeSearchCall, { q }, { signal });
    },
    enabled: q.length >= PLACE_QUERY_MIN_LENGTH,
    staleTime: Infinity,
    retry: false,
  });
}
