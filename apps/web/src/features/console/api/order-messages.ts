import { orderMessagesCall } from '@lumus/contract/chat/chat-calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { consoleKeys } from './console-keys';

/** `chat/order/messages/get` from the start: the whole transcript of an ended chat. */
export function orderMessagesQuery(chatId: number) {
  return queryOptions({
    queryKey: consoleKeys.transcript(chatId),
    queryFn: async ({ signal }) => {
      const response = await api.call(orderMessagesCall, { chatId, afterSeq: 0 }, { signal });
      return response.messages;
    },
    // An ended chat's messages never change.
    staleTime: Infinity,
  });
}
