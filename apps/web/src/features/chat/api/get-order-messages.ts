import { messagesResponseSchema } from '@lumus/contract/chat/chat-calls';
import { ORDER_MESSAGES_PATH } from '@lumus/contract/chat/chat-paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';
import { historyKeys } from './history-keys';
import { retryUnlessRefused } from './retry-unless-refused';

/** `chat/order/messages/get` from the first message: the whole transcript of one chat. */
export function orderMessagesQuery(userId: string | null, chatId: number) {
  return queryOptions({
    queryKey: historyKeys.messages(userId, chatId),
    queryFn: async ({ signal }) => {
      const response = await api.get(
        apiPath(ORDER_MESSAGES_PATH),
        { chatId, afterSeq: 0 },
        { schema: messagesResponseSchema, auth: true, signal },
      );
      return response.data.messages;
    },
    retry: retryUnlessRefused,
    enabled: userId !== null,
  });
}
