import type { RealtimeDispatcher } from '../../../lib/realtime/realtime-dispatcher';
import { latestSeqFrom, type ChatRole, type ConversationState } from './conversation-state';

/**
 * Returns a function that sends `read` for the other side's newest message while the tab is
 * visible, and `delivered` while it is hidden; each seq goes out once for the life of the returned
 * function. A read marks the messages delivered as well (on the server and in the sender's view),
 * so a visible tab sends one receipt per message, not two.
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
    if (latest > lastRead && document.visibilityState === 'visible') {
      lastRead = latest;
      lastDelivered = Math.max(lastDelivered, latest);
      realtime.emit('chat:read', { chatId, seq: latest });
    } else if (latest > lastDelivered) {
      lastDelivered = latest;
      realtime.emit('chat:delivered', { chatId, seq: latest });
    }
  };
}
