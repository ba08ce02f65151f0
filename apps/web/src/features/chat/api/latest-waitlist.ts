import { latestWaitlistCall } from '@lumus/contract/chat/chat-calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { chatKeys } from './chat-keys';

/** How often the waitlist is re-read while the user waits (position, acceptance). */
export const WAITLIST_POLL_MS = 3_000;

/** `queue-token/user/latest/waitlist/get`: the user's open request or chat, or null. */
export function latestWaitlistQuery(userId: string | null) {
  return queryOptions({
    queryKey: chatKeys.latestWaitlist(userId),
    queryFn: async ({ signal }) => {
      return api.call(latestWaitlistCall, {}, { signal });
    },
    enabled: userId !== null,
    refetchInterval: WAITLIST_POLL_MS,
  });
}
