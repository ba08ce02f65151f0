import { historyResponseSchema } from '@lumus/contract/chat/chat-calls';
import { ORDER_HISTORY_PATH } from '@lumus/contract/chat/chat-paths';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';
import { historyKeys } from './history-keys';

export const HISTORY_PAGE_SIZE = 10;

/** `order/history/get`: the user's chats, newest first, ten more per "show more". */
export function orderHistoryQuery(userId: string | null, consultantId: number | null = null) {
  return infiniteQueryOptions({
    queryKey: historyKeys.list(userId, consultantId),
    queryFn: async ({ pageParam, signal }) => {
      const response = await api.get(
        apiPath(ORDER_HISTORY_PATH),
        {
          page: pageParam,
          pageSize: HISTORY_PAGE_SIZE,
          ...(consultantId === null ? {} : { consultantId }),
        },
        { schema: historyResponseSchema, auth: true, signal },
      );
      return response.data;
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
      const response = await api.get(
        apiPath(ORDER_HISTORY_PATH),
        { chatId, pageSize: 1 },
        { schema: historyResponseSchema, auth: true, signal },
      );
      return response.data.items[0] ?? null;
    },
    enabled: userId !== null,
  });
}
