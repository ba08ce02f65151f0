import { chatStartCheckCall } from '@lumus/contract/chat/chat-start-check';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { chatKeys } from './chat-keys';

/** `chat/order/start-check`: whether the balance covers the minimum chat with this psychic. */
export function chatStartCheckQuery(userId: string | null, consultantId: number) {
  return queryOptions({
    queryKey: [...chatKeys.all, 'start-check', userId, consultantId] as const,
    queryFn: async ({ signal }) => {
      return api.call(chatStartCheckCall, { consultantId }, { signal });
    },
    enabled: userId !== null,
  });
}
