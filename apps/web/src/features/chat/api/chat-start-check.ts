import type { SessionKind } from '@lumus/contract/chat/chat-order';
import { chatStartCheckCall } from '@lumus/contract/chat/chat-start-check';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { chatKeys } from './chat-keys';

/**
 * `chat/order/start-check`: whether the balance covers the minimum session with this psychic, at
 * the price of its kind (a call costs more per minute than a chat).
 */
export function chatStartCheckQuery(
  userId: string | null,
  consultantId: number,
  kind: SessionKind = 'chat',
) {
  return queryOptions({
    queryKey: [...chatKeys.all, 'start-check', userId, consultantId, kind] as const,
    queryFn: async ({ signal }) => {
      return api.call(chatStartCheckCall, { consultantId, kind }, { signal });
    },
    enabled: userId !== null,
  });
}
