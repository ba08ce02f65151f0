import type { HoroscopeDay } from '@lumus/contract/astrology/horoscope';
import type { SignName } from '@lumus/astro/zodiac';
import { queryOptions } from '@tanstack/react-query';
import { api, apiFor, SERVER_RENDERED } from '../../../lib/api/api';

/**
 * `astro/horoscope`: a Moon sign's transit facts for today or tomorrow in India. The answer names
 * its date, so the page writes what the server rendered for, whatever the viewer's clock says.
 */
export function horoscopeQuery(day: HoroscopeDay, sign: SignName) {
  return queryOptions({
    queryKey: ['horoscope', day, sign] as const,
    meta: SERVER_RENDERED,
    staleTime: 10 * 60 * 1000,
    queryFn: async ({ signal, client }) => {
      const { horoscopeCall } = await import('@lumus/contract/astrology/horoscope');
      return apiFor(client).call(horoscopeCall, { day, sign }, { signal });
    },
  });
}

/** `astro/horoscope/mine`: today's horoscope for the user's first saved person (or null). */
export const personalHoroscopeQuery = queryOptions({
  queryKey: ['horoscope', 'mine'] as const,
  staleTime: 10 * 60 * 1000,
  queryFn: async ({ signal }) => {
    const { personalHoroscopeCall } = await import('@lumus/contract/astrology/horoscope');
    return api.call(personalHoroscopeCall, {}, { signal });
  },
});
