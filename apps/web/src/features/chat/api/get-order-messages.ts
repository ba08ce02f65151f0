import { orderMessagesCall } from '@lumus/contract/chat/chat-calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { historyKeys } from './history-keys';
import { retryUnlessRefused } from './retry-unless-refused';

/** `chat/order/messages/get` from the first message: the whole transcript of one chat. */
export function orderMessagesQuery(userId: string | null, chatId: number) {
  return queryOptions({
    queryKey: historyKeys.messages(userId, chatId),
    queryFn: async ({ signal }) => {
      const response = await api.call(orderMessagesCall, { chatId, afterSeq: 0 }, { signal });
      return response.messages;
    },
    retry: retryUnlessRefused,
    enabled: userId !== null,
  });
}
