import {
  CHAT_START_CHECK_PATH,
  chatStartCheckResponseSchema,
} from '@lumus/contract/chat/chat-start-check';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';
import { chatKeys } from './chat-keys';

/** `chat/order/start-check`: whether the balance covers the minimum chat with this psychic. */
export function chatStartCheckQuery(userId: string | null, consultantId: number) {
  return queryOptions({
    queryKey: [...chatKeys.all, 'start-check', userId, consultantId] as const,
    queryFn: async ({ signal }) => {
      const response = await api.get(
        apiPath(CHAT_START_CHECK_PATH),
        { consultantId },
        { schema: chatStartCheckResponseSchema, auth: true, signal },
      );
      return response.data;
    },
    enabled: userId !== null,
  });
}
