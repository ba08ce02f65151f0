import {
  CONSULTANT_BY_ID_PATH,
  consultantByIdResponseSchema,
} from '@lumus/contract/catalogue/consultant-by-id';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';
import { catalogueKeys } from './catalogue-keys';

/**
 * `freeAPI/consultant/get/by/id` (ours, not in the spec): the profile behind an `encodedAstroId`,
 * for pages opened from a link that carries only the id.
 */
export function consultantByIdQuery(consultantId: number) {
  return queryOptions({
    queryKey: catalogueKeys.byId(consultantId),
    queryFn: async ({ signal }) => {
      const response = await api.get(
        apiPath(CONSULTANT_BY_ID_PATH),
        { consultantId },
        { schema: consultantByIdResponseSchema, signal },
      );
      return response.data;
    },
    staleTime: 60_000,
  });
}
