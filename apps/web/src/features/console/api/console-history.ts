import { consoleHistoryResponseSchema } from '@lumus/contract/chat/chat-calls';
import { CONSOLE_HISTORY_PATH } from '@lumus/contract/chat/chat-paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { apiPath } from '../../chat/api/api-path';
import { consoleKeys } from './console-keys';

/** `console/order/history/get`: the psychic's ended chats, newest first, and total earnings. */
export function consoleHistoryQuery(userId: string | null) {
  return queryOptions({
    queryKey: consoleKeys.history(userId),
    queryFn: async ({ signal }) => {
      const response = await api.get(
        apiPath(CONSOLE_HISTORY_PATH),
        {},
        { schema: consoleHistoryResponseSchema, auth: true, signal },
      );
      return response.data;
    },
    enabled: userId !== null,
  });
}
