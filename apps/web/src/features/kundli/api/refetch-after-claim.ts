import type { QueryClient } from '@tanstack/react-query';
import { personalHoroscopeQuery } from '../../horoscope/api/horoscope-api';
import { birthDetailKeys } from './birth-details-api';

/**
 * After a guest chart moved to the account: the saved people and today's personal reading (of the
 * first saved person) are fetched again, in flight or not. Either may have been asked for just
 * before the claim committed, and would otherwise answer last without the chart (the reading
 * stays cached for ten minutes); an invalidation would let such an answer stand. A fetch in flight
 * is cancelled first: a refetch of a query that has no data yet joins the fetch in flight instead
 * of starting a new one (TanStack Query's `cancelRefetch` only applies once there is data), and
 * the first load of the list, started as the sign-in landed, was exactly that.
 */
export async function refetchAfterClaim(queryClient: QueryClient): Promise<void> {
  const keys = [birthDetailKeys.list(), personalHoroscopeQuery.queryKey];
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.refetchQueries({ queryKey, type: 'all' })));
}
