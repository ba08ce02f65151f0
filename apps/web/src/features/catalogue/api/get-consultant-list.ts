import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFor, SERVER_RENDERED } from '../../../lib/api/api';
import type { ListCallParams } from '../list-filters';
import { catalogueKeys } from './catalogue-keys';
import type { ListViewer } from './use-list-viewer';

export const LIST_PAGE_SIZE = 12;

/**
 * `freeAPI/consultant/get-list/filter`, one page per "show more", in the viewer's market currency
 * (decision 045): the list holds only psychics with a price in it; under the recommended sort,
 * those who speak the page's language come first.
 */
export function consultantListQuery(input: ListCallParams, { currency, speaks }: ListViewer) {
  return infiniteQueryOptions({
    queryKey: [...catalogueKeys.list(input), currency, speaks],
    meta: SERVER_RENDERED,
    queryFn: async ({ pageParam, signal, client }) => {
      // The contract (and zod with it) arrives with the call, not before the page's first paint.
      const { consultantListCall } = await import('@lumus/contract/catalogue/consultant-list');
      return apiFor(client).call(
        consultantListCall,
        { ...input, currency, speaks, page: pageParam, pageSize: LIST_PAGE_SIZE },
        { signal },
      );
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
