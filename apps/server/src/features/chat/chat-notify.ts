import { chatRoom } from '@lumus/contract/chat/chat-events';
import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import type { RealtimeServer } from '../../lib/realtime/realtime';

/**
 * Pushes a stored message to the chat room. The socket it came from, when named, is left out: its
 * acknowledgement carries the message, so the push would be a second frame saying the same.
 */
export function notifyMessage(
  io: RealtimeServer,
  message: ChatMessage,
  fromSocketId?: string,
): void {
  const room = io.to(chatRoom(message.chatId));
  (fromSocketId === undefined ? room : room.except(fromSocketId)).emit('chat:message', message);
}
