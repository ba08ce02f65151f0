import { orderResponseSchema } from '@lumus/contract/chat/chat-calls';
import { ORDER_DETAIL_PATH } from '@lumus/contract/chat/chat-paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';
import { historyKeys } from './history-keys';
import { retryUnlessRefused } from './retry-unless-refused';

/** `chat/order/get-order-detail`: one chat of the user (or their psychic); else 403/404. */
export function orderDetailQuery(userId: string | null, chatId: number) {
  return queryOptions({
    queryKey: historyKeys.order(userId, chatId),
    queryFn: async ({ signal }) => {
      const response = await api.get(
        apiPath(ORDER_DETAIL_PATH),
        { chatId },
        { schema: orderResponseSchema, auth: true, signal },
      );
      return response.data;
    },
    retry: retryUnlessRefused,
    enabled: userId !== null,
  });
}
