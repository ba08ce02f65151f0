import { latestWaitlistResponseSchema } from '@lumus/contract/chat/chat-calls';
import { LATEST_WAITLIST_PATH } from '@lumus/contract/chat/chat-paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';
import { chatKeys } from './chat-keys';

/** How often the waitlist is re-read while the user waits (position, acceptance). */
export const WAITLIST_POLL_MS = 3_000;

/** `queue-token/user/latest/waitlist/get`: the user's open request or chat, or null. */
export function latestWaitlistQuery(userId: string | null) {
  return queryOptions({
    queryKey: chatKeys.latestWaitlist(userId),
    queryFn: async ({ signal }) => {
      const response = await api.get(
        apiPath(LATEST_WAITLIST_PATH),
        {},
        { schema: latestWaitlistResponseSchema, auth: true, signal },
      );
      return response.data;
    },
    enabled: userId !== null,
    refetchInterval: WAITLIST_POLL_MS,
  });
}
