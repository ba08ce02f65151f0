import { freeChatCall } from '@lumus/contract/chat/chat-calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { historyKeys } from './history-keys';

/**
 * `chat/free-chat/get`: the first-chat offer for everyone, and for a signed-in user whether their
 * next chat starts with free minutes.
 */
export function freeChatQuery(userId: string | null) {
  return queryOptions({
    queryKey: historyKeys.freeChat(userId),
    queryFn: async ({ signal }) => {
      return api.call(freeChatCall, {}, { auth: userId !== null, signal });
    },
  });
}
