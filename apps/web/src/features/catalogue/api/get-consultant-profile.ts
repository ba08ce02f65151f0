import type { MarketCurrency } from '@lumus/contract/markets/market-currency';
import { queryOptions } from '@tanstack/react-query';
import { apiFor, SERVER_RENDERED } from '../../../lib/api/api';
import { catalogueKeys } from './catalogue-keys';

/** `freeAPI/consultant/get/by/slug/v2`; a 404 is an answer ("not found"), not a failure. */
export function consultantProfileQuery(slug: string, currency: MarketCurrency) {
  return queryOptions({
    // The prices are the viewer's currency's (decision 045).
    queryKey: [...catalogueKeys.profile(slug), currency],
    meta: SERVER_RENDERED,
    queryFn: async ({ signal, client }) => {
      // The contract (and zod with it) arrives with the call, not before the page's first paint.
      const { consultantProfileCall } =
        await import('@lumus/contract/catalogue/consultant-profile');
      return apiFor(client).call(consultantProfileCall, { slug, currency }, { signal });
    },
  });
}
