import { latestSeqFrom, type ChatRole, type ConversationState } from './conversation-state';
import type { ChatSocket } from './chat-socket';

/**
 * Returns a function that sends `delivered` for the other side's newest message, and `read` while
 * the tab is visible; each seq goes out once for the life of the returned function.
 */
export function receiptSender(
  socket: ChatSocket,
  chatId: number,
  other: ChatRole,
  current: () => ConversationState,
): () => void {
  let lastDelivered = 0;
  let lastRead = 0;
  return () => {
    if (!socket.connected) return;
    const latest = latestSeqFrom(current(), other);
    if (latest > lastDelivered) {
      lastDelivered = latest;
      socket.emit('chat:delivered', { chatId, seq: latest });
    }
    if (latest > lastRead && document.visibilityState === 'visible') {
      lastRead = latest;
      socket.emit('chat:read', { chatId, seq: latest });
    }
  };
}
