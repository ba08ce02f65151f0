import { orderDetailCall } from '@lumus/contract/chat/chat-calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { historyKeys } from './history-keys';
import { retryUnlessRefused } from './retry-unless-refused';

/** `chat/order/get-order-detail`: one chat of the user (or their psychic); else 403/404. */
export function orderDetailQuery(userId: string | null, chatId: number) {
  return queryOptions({
    queryKey: historyKeys.order(userId, chatId),
    queryFn: async ({ signal }) => {
      return api.call(orderDetailCall, { chatId }, { signal });
    },
    retry: retryUnlessRefused,
    enabled: userId !== null,
  });
}
