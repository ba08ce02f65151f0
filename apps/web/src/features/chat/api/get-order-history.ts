import { orderHistoryCall } from '@lumus/contract/chat/chat-calls';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { historyKeys } from './history-keys';

export const HISTORY_PAGE_SIZE = 10;

/** `order/history/get`: the user's chats, newest first, ten more per "show more". */
export function orderHistoryQuery(userId: string | null, consultantId: number | null = null) {
  return infiniteQueryOptions({
    queryKey: historyKeys.list(userId, consultantId),
    queryFn: async ({ pageParam, signal }) => {
      return api.call(
        orderHistoryCall,
        {
          page: pageParam,
          pageSize: HISTORY_PAGE_SIZE,
          ...(consultantId === null ? {} : { consultantId }),
        },
        { signal },
      );
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: userId !== null,
  });
}

/** The history entry of one chat (null when removed from the history): its summary and rating. */
export function orderHistoryItemQuery(userId: string | null, chatId: number) {
  return queryOptions({
    queryKey: historyKeys.item(userId, chatId),
    queryFn: async ({ signal }) => {
      const response = await api.call(orderHistoryCall, { chatId, pageSize: 1 }, { signal });
      return response.items[0] ?? null;
    },
    enabled: userId !== null,
  });
}
