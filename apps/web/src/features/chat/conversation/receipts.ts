import type { RealtimeDispatcher } from '../../../lib/realtime/realtime-dispatcher';
import { latestSeqFrom, type ChatRole, type ConversationState } from './conversation-state';

/**
 * Returns a function that sends `delivered` for the other side's newest message, and `read` while
 * the tab is visible; each seq goes out once for the life of the returned function.
 */
export function receiptSender(
  realtime: RealtimeDispatcher,
  chatId: number,
  other: ChatRole,
  current: () => ConversationState,
): () => void {
  let lastDelivered = 0;
  let lastRead = 0;
  return () => {
    if (!realtime.connected) return;
    const latest = latestSeqFrom(current(), other);
    if (latest > lastDelivered) {
      lastDelivered = latest;
      realtime.emit('chat:delivered', { chatId, seq: latest });
    }
    if (latest > lastRead && document.visibilityState === 'visible') {
      lastRead = latest;
      realtime.emit('chat:read', { chatId, seq: latest });
    }
  };
}
