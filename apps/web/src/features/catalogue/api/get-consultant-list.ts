import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFor, SERVER_RENDERED } from '../../../lib/api/api';
import type { ListCallParams } from '../list-filters';
import { apiPath } from './api-path';
import { catalogueKeys } from './catalogue-keys';

export const LIST_PAGE_SIZE = 12;

/** `freeAPI/consultant/get-list/filter`, one page per "show more". */
export function consultantListQuery(input: ListCallParams) {
  return infiniteQueryOptions({
    queryKey: catalogueKeys.list(input),
    meta: SERVER_RENDERED,
    queryFn: async ({ pageParam, signal, client }) => {
      // The contract (and zod with it) arrives with the call, not before the page's first paint.
      const { CONSULTANT_LIST_PATH, consultantListResponseSchema } =
        await import('@lumus/contract/catalogue/consultant-list');
      const response = await apiFor(client).get(
        apiPath(CONSULTANT_LIST_PATH),
        { ...input, page: pageParam, pageSize: LIST_PAGE_SIZE },
        { schema: consultantListResponseSchema, signal },
      );
      return response.data;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
