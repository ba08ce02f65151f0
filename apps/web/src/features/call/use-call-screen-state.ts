import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { useState } from 'react';
import { callScreenState, type CallHistorySeen, type CallScreenState } from './call-clock';
import type { CallLinkState } from './connection/call-link-state';

/** `callScreenState` with what this screen has seen of the call remembered across renders. */
export function useCallScreenState(order: ChatOrder, link: CallLinkState): CallScreenState {
  const [seen, setSeen] = useState<CallHistorySeen>({ linkUp: false, billed: false });
  const now: CallHistorySeen = {
    linkUp: seen.linkUp || link === 'connected',
    billed: seen.billed || (order.status === 'active' && order.pausedAt === null),
  };
  // Adjusting state while rendering (React's pattern for values derived from earlier renders).
  if (now.linkUp !== seen.linkUp || now.billed !== seen.billed) setSeen(now);
  return callScreenState(order, link, now);
}
