import { queryOptions } from '@tanstack/react-query';
import { apiFor, SERVER_RENDERED } from '../../../lib/api/api';
import { apiPath } from './api-path';
import { catalogueKeys } from './catalogue-keys';

/** `freeAPI/consultant/get/by/slug/v2`; a 404 is an answer ("not found"), not a failure. */
export function consultantProfileQuery(slug: string) {
  return queryOptions({
    queryKey: catalogueKeys.profile(slug),
    meta: SERVER_RENDERED,
    queryFn: async ({ signal, client }) => {
      // The contract (and zod with it) arrives with the call, not before the page's first paint.
      const { CONSULTANT_PROFILE_PATH, consultantProfileResponseSchema } =
        await import('@lumus/contract/catalogue/consultant-profile');
      const response = await apiFor(client).get(
        apiPath(CONSULTANT_PROFILE_PATH),
        { slug },
        { schema: consultantProfileResponseSchema, signal },
      );
      return response.data;
    },
  });
}
