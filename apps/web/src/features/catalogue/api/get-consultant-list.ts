import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFor, SERVER_RENDERED } from '../../../lib/api/api';
import type { ListCallParams } from '../list-filters';
import { catalogueKeys } from './catalogue-keys';

export const LIST_PAGE_SIZE = 12;

/** `freeAPI/consultant/get-list/filter`, one page per "show more". */
export function consultantListQuery(input: ListCallParams) {
  return infiniteQueryOptions({
    queryKey: catalogueKeys.list(input),
    meta: SERVER_RENDERED,
    queryFn: async ({ pageParam, signal, client }) => {
      // The contract (and zod with it) arrives with the call, not before the page's first paint.
      const { consultantListCall } = await import('@lumus/contract/catalogue/consultant-list');
      return apiFor(client).call(
        consultantListCall,
        { ...input, page: pageParam, pageSize: LIST_PAGE_SIZE },
        { signal },
      );
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
