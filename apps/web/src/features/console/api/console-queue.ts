import {
  type ConsoleQueue as ConsoleQueueData,
  consoleQueueCall,
} from '@lumus/contract/chat/chat-calls';
import {
  consoleSuspendedFailureSchema,
  type ConsoleSuspendedFailure,
} from '@lumus/contract/chat/console-suspension';
import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { isApiError } from '../../../lib/api/api-error';
import { consoleKeys } from './console-keys';

/**
 * `console/queue/get`: the signed-in psychic's waiting requests and live chat; for a suspended
 * psychic, the server's refusal with the chat still in progress. The socket's
 * `console:queue` and `chat:order` pushes refetch it; the slow poll only covers a push missed
 * while the socket was down.
 */
export function consoleQueueQuery(userId: string | null) {
  return queryOptions({
    queryKey: consoleKeys.queue(userId),
    queryFn: async ({ signal }): Promise<ConsoleQueue> => {
      try {
        const response = await api.call(consoleQueueCall, {}, { signal });
        return { ...response, suspended: false as const };
      } catch (error) {
        const suspension = suspensionOf(error);
        if (suspension === null) throw error;
        // The page's state, not a failure: it says so, and the chat in progress runs to its end.
        const { consultantId, live } = suspension.data;
        return {
          consultantId,
          orders: live === null ? [] : [live],
          notice: null,
          missed: [],
          suspended: true as const,
        };
      }
    },
    enabled: userId !== null,
    refetchInterval: 30_000,
    // A 403 (not a psychic account) will not change by asking again.
    retry: (failureCount, error) => !isNotConsultant(error) && failureCount < 2,
  });
}

/** The console's state: the queue, or, when suspended, only the chat still in progress. */
export type ActiveConsoleQueue = ConsoleQueueData & Readonly<{ suspended: false }>;
export type SuspendedConsoleQueue = Omit<ConsoleQueueData, 'orders'> &
  Readonly<{ orders: ChatOrder[]; suspended: true }>;
export type ConsoleQueue = ActiveConsoleQueue | SuspendedConsoleQueue;

/** The server's 403 for a suspended psychic (issue 23), or null for any other failure. */
function suspensionOf(error: unknown): ConsoleSuspendedFailure | null {
  if (!isApiError(error) || error.status !== 403) return null;
  const parsed = consoleSuspendedFailureSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** The server's answer to a console call from an account that is not a psychic's. */
export function isNotConsultant(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}
