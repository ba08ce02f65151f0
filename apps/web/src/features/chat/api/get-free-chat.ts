import { freeChatResponseSchema } from '@lumus/contract/chat/chat-calls';
import { FREE_CHAT_PATH } from '@lumus/contract/chat/chat-paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';
import { historyKeys } from './history-keys';

/**
 * `chat/free-chat/get`: the first-chat offer for everyone, and for a signed-in user whether their
 * next chat starts with free minutes.
 */
export function freeChatQuery(userId: string | null) {
  return queryOptions({
    queryKey: historyKeys.freeChat(userId),
    queryFn: async ({ signal }) => {
      const response = await api.get(
        apiPath(FREE_CHAT_PATH),
        {},
        { schema: freeChatResponseSchema, auth: userId !== null, signal },
      );
      return response.data;
    },
  });
}
