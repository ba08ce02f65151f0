import { consultantByIdCall } from '@lumus/contract/catalogue/consultant-by-id';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { catalogueKeys } from './catalogue-keys';

/**
 * `freeAPI/consultant/get/by/id` (ours, not in the spec): the profile behind an `encodedAstroId`,
 * for pages opened from a link that carries only the id.
 */
export function consultantByIdQuery(consultantId: number) {
  return queryOptions({
    queryKey: catalogueKeys.byId(consultantId),
    queryFn: async ({ signal }) => {
      return api.call(consultantByIdCall, { consultantId }, { signal });
    },
    staleTime: 60_000,
  });
}
