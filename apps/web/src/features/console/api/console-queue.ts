import { consoleQueueResponseSchema } from '@lumus/contract/chat/chat-calls';
import { CONSOLE_QUEUE_PATH } from '@lumus/contract/chat/chat-paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { isApiError } from '../../../lib/api/api-error';
import { apiPath } from '../../chat/api/api-path';
import { consoleKeys } from './console-keys';

/**
 * `console/queue/get`: the signed-in psychic's waiting requests and live chat. The socket's
 * `console:queue` and `chat:order` pushes refetch it; the slow poll only covers a push missed
 * while the socket was down.
 */
export function consoleQueueQuery(userId: string | null) {
  return queryOptions({
    queryKey: consoleKeys.queue(userId),
    queryFn: async ({ signal }) => {
      const response = await api.get(
        apiPath(CONSOLE_QUEUE_PATH),
        {},
        { schema: consoleQueueResponseSchema, auth: true, signal },
      );
      return response.data;
    },
    enabled: userId !== null,
    refetchInterval: 30_000,
    // A 403 (not a psychic account) will not change by asking again.
    retry: (failureCount, error) => !isNotConsultant(error) && failureCount < 2,
  });
}

/** The server's answer to a console call from an account that is not a psychic's. */
export function isNotConsultant(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}
