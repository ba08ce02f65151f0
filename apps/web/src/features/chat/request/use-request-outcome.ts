import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import type { Waitlist } from '@lumus/contract/chat/chat-calls';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { sharedRealtime } from '../../../lib/realtime/shared-realtime';
import { orderDetailQuery } from '../api/get-order-detail';
import { readWatchedRequest, writeWatchedRequest } from './watched-request';

const WAITING: readonly string[] = ['queued', 'accepted_by_consultant'];
/** How a request can close without a chat. */
const CLOSED: readonly string[] = ['declined', 'expired', 'cancelled'];

export interface RequestOutcome {
  /** The watched request once it closed without a chat; null while none did. */
  closed: ChatOrder | null;
  /** The user saw it (or cancelled it here, or sends a new one): stop showing it. */
  dismiss: () => void;
}

/**
 * Follows the user's waiting request until it ends. The psychic's decline, a release and the lapse
 * arrive as an order event in the user's room (at once); the polled waitlist is the fallback, since
 * a lost connection misses events: when it no longer lists the watched request, the request's own
 * detail says how it ended.
 */
export function useRequestOutcome(
  userId: string | null,
  open: Waitlist | null | undefined,
): RequestOutcome {
  const [watched, setWatched] = useState<number | null>(readWatchedRequest);
  const [pushed, setPushed] = useState<ChatOrder | null>(null);
  // The last one dismissed: the waitlist may still list it until its next poll.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const openId =
    open !== null && open !== undefined && WAITING.includes(open.order.status)
      ? open.order.id
      : null;

  if (openId !== null && openId !== watched && openId !== dismissed) {
    // A new waiting request (this tab's or another's): watch it from now on.
    setWatched(openId);
    setPushed(null);
  }
  useEffect(() => {
    writeWatchedRequest(watched);
  }, [watched]);

  useEffect(() => {
    if (watched === null) return;
    return sharedRealtime().on('chat:order', ({ order }) => {
      if (order.id === watched && CLOSED.includes(order.status)) setPushed(order);
    });
  }, [watched]);

  // `open === undefined`: the waitlist has not answered yet, so nothing is known to have ended.
  const gone = watched !== null && open !== undefined && openId !== watched && pushed === null;
  const detail = useQuery({
    ...orderDetailQuery(userId, watched ?? 0),
    enabled: userId !== null && gone,
  });
  const fromDetail =
    gone && detail.data !== undefined && CLOSED.includes(detail.data.status) ? detail.data : null;
  const settled =
    gone &&
    ((detail.data !== undefined && ![...CLOSED, ...WAITING].includes(detail.data.status)) ||
      detail.isError);
  if (settled) {
    // It became a chat (or is gone): nothing to tell on this page.
    setWatched(null);
  }

  const dismiss = useCallback(() => {
    setDismissed(watched);
    setWatched(null);
    setPushed(null);
  }, [watched]);

  return { closed: watched === null ? null : (pushed ?? fromDetail), dismiss };
}
