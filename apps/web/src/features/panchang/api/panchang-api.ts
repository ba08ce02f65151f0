import { queryOptions } from '@tanstack/react-query';
import { apiFor, SERVER_RENDERED } from '../../../lib/api/api';

/**
 * `astro/panchang` for the URL's date and place (both optional: the server fills in New Delhi and
 * today there). The answer carries the date it is for, so the rendered page and its hydration
 * agree even across midnight.
 */
export function panchangQuery(date: string | undefined, place: number | undefined) {
  return queryOptions({
    queryKey: ['panchang', date ?? null, place ?? null] as const,
    meta: SERVER_RENDERED,
    staleTime: 10 * 60 * 1000,
    retry: false,
    queryFn: async ({ signal, client }) => {
      const { panchangCall } = await import('@lumus/contract/astrology/panchang');
      return apiFor(client).call(panchangCall, { date, place }, { signal });
    },
  });
}
