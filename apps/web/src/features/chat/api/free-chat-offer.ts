import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { useSession } from '../../../lib/session/session-context';
import { historyKeys } from './history-keys';

/**
 * The free first chat as landing pages see it: `chat/free-chat/get`, under the same key as
 * `freeChatQuery`, but with the contract loaded with the call, so pages that only advertise the
 * offer do not carry the schemas in their first JavaScript.
 */
function freeChatOfferQuery(userId: string | null) {
  return queryOptions({
    queryKey: historyKeys.freeChat(userId),
    queryFn: async ({ signal }) => {
      const { freeChatCall } = await import('@lumus/contract/chat/chat-calls');
      return api.call(freeChatCall, {}, { auth: userId !== null, signal });
    },
    staleTime: 60_000,
  });
}

/**
 * Whether to promise a free first chat: only once the server said the offer is on (free minutes
 * above 0). Unknown (loading, failed, a server render) counts as off, so nothing is promised that
 * `/free-chat` would then take back.
 */
export function useFreeChatOfferOn(): boolean {
  const { userId } = useSession();
  const offer = useQuery(freeChatOfferQuery(userId));
  return (offer.data?.offerMinutes ?? 0) > 0;
}
