import { BASE_CURRENCY_DTO } from '@lumus/contract/base-currency';
import type { CurrencyDto } from '@lumus/contract/currency';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { getAppId } from '../../../lib/device/app-id';
import { currentTimeZone } from '../../../lib/session/browser-time-zone';
import { isFresh, readCachedCurrency, saveCurrency } from '../currency-cache';

const DAY_MS = 86_400_000;

/**
 * `currency/get/currency/details` (spec §7): fetched at most once a day per user; the answer is
 * also stored for the next visit. The key carries the user id, so a login fetches it again
 * (spec §4: "On each login event the conversion rate is refreshed"). Failures are only logged
 * (spec §8) and leave the rupee in place.
 */
export function currencyQuery(userId: string | null, isLoggedIn: boolean) {
  return queryOptions({
    queryKey: ['currency', userId],
    queryFn: async ({ signal }): Promise<CurrencyDto> => {
      try {
        // The schema comes with the call: zod is not part of the app's first download.
        const { currencyDetailsCall } = await import('@lumus/contract/currency');
        const response = await api.call(
          currencyDetailsCall,
          { appId: getAppId(), timezone: currentTimeZone() },
          { auth: isLoggedIn, signal },
        );
        saveCurrency(response, Date.now());
        return response.currencyDto;
      } catch (error) {
        // A cancelled call did not fail: the query it was for is gone (a sign-in changed the key).
        if (signal.aborted) throw error;
        console.error('Currency details failed', error);
        return readCachedCurrency()?.currency ?? BASE_CURRENCY_DTO;
      }
    },
    staleTime: DAY_MS,
    gcTime: DAY_MS,
    initialData: () => {
      // A login must not reuse the guest's cached answer: it refreshes (spec §4).
      const cached = readCachedCurrency();
      return cached !== null && isFresh(cached.fetchedAt, Date.now()) && userId === null
        ? cached.currency
        : undefined;
    },
    initialDataUpdatedAt: () => readCachedCurrency()?.fetchedAt,
  });
}
