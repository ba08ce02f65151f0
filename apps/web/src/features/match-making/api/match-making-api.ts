import { matchMakingCall } from '@lumus/contract/astrology/match-making';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** `combined/match_making` for two saved people; stored charts do not change, so it is kept. */
export function matchMakingQuery(boyId: number, girlId: number) {
  return queryOptions({
    queryKey: ['match-making', boyId, girlId],
    queryFn: async ({ signal }) => {
      return api.call(matchMakingCall, { boyId, girlId }, { signal });
    },
    staleTime: Infinity,
    retry: false,
  });
}
