import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../lib/session/session-context';
import { supportKeys, supportListQuery } from './api/support-api';
import { unreadSupportCount } from './support-seen';
import { useSupportEvents } from './use-support-events';

/**
 * How many answers from the Lumus team the signed-in user has not seen: for the badge on
 * "Help & support". A reply or a status change arriving on the socket refreshes the list.
 */
export function useSupportUnread(): number {
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const list = useQuery(supportListQuery(userId));
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: supportKeys.list(userId) });
  }, [queryClient, userId]);
  useSupportEvents(userId !== null, refresh, refresh);
  if (userId === null || !list.isSuccess) return 0;
  return unreadSupportCount(userId, list.data);
}
