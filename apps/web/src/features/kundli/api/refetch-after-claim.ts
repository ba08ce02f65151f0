import type { QueryClient } from '@tanstack/react-query';
import { personalHoroscopeQuery } from '../../horoscope/api/horoscope-api';
import { birthDetailKeys } from './birth-details-api';

/**
 * After a guest chart moved to the account: the saved people and today's personal reading (of the
 * first saved person) are fetched again, in flight or not. Either may have been asked for just
 * before the claim committed, and would otherwise answer last without the chart (the reading
 * stays cached for ten minutes); an invalidation would let such an answer stand.
 */
export async function refetchAfterClaim(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.refetchQueries({ queryKey: birthDetailKeys.list(), type: 'all' }),
    queryClient.refetchQueries({ queryKey: personalHoroscopeQuery.queryKey, type: 'all' }),
  ]);
}
