import { type ConsoleHistory, consoleHistoryCall } from '@lumus/contract/chat/chat-calls';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { consoleKeys } from './console-keys';

export const CONSOLE_HISTORY_PAGE_SIZE = 20;

/** The next page starts below the last chat of this one; none after the last page. */
export function nextHistoryPage(page: ConsoleHistory): number | undefined {
  return page.nextBeforeId ?? undefined;
}

/**
 * `console/order/history/get`: the psychic's ended chats, newest first, twenty more per
 * "show more", with the total earnings of all of them on every page.
 */
export function consoleHistoryQuery(userId: string | null) {
  return infiniteQueryOptions({
    queryKey: consoleKeys.history(userId),
    queryFn: async ({ pageParam, signal }) => {
      const input = {
        pageSize: CONSOLE_HISTORY_PAGE_SIZE,
        ...(pageParam === null ? {} : { beforeId: pageParam }),
      };
      return api.call(consoleHistoryCall, input, { signal });
    },
    initialPageParam: null as number | null,
    getNextPageParam: nextHistoryPage,
    enabled: userId !== null,
  });
}
