import { queryOptions } from '@tanstack/react-query';
import { apiFor, SERVER_RENDERED } from '../../../lib/api/api';
import { catalogueKeys } from './catalogue-keys';

/** `freeAPI/consultant/get/by/slug/v2`; a 404 is an answer ("not found"), not a failure. */
export function consultantProfileQuery(slug: string) {
  return queryOptions({
    queryKey: catalogueKeys.profile(slug),
    meta: SERVER_RENDERED,
    queryFn: async ({ signal, client }) => {
      // The contract (and zod with it) arrives with the call, not before the page's first paint.
      const { consultantProfileCall } =
        await import('@lumus/contract/catalogue/consultant-profile');
      return apiFor(client).call(consultantProfileCall, { slug }, { signal });
    },
  });
}
