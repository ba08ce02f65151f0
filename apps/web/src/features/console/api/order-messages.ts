import { messagesResponseSchema } from '@lumus/contract/chat/chat-calls';
import { ORDER_MESSAGES_PATH } from '@lumus/contract/chat/chat-paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { apiPath } from '../../chat/api/api-path';
import { consoleKeys } from './console-keys';

/** `chat/order/messages/get` from the start: the whole transcript of an ended chat. */
export function orderMessagesQuery(chatId: number) {
  return queryOptions({
    queryKey: consoleKeys.transcript(chatId),
    queryFn: async ({ signal }) => {
      const response = await api.get(
        apiPath(ORDER_MESSAGES_PATH),
        { chatId, afterSeq: 0 },
        { schema: messagesResponseSchema, auth: true, signal },
      );
      return response.data.messages;
    },
    // An ended chat's messages never change.
    staleTime: Infinity,
  });
}
