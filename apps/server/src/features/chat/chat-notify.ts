import { chatRoom } from '@lumus/contract/chat/chat-events';
import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import type { RealtimeServer } from '../../lib/realtime/realtime';

export function notifyMessage(io: RealtimeServer, message: ChatMessage): void {
  io.to(chatRoom(message.chatId)).emit('chat:message', message);
}
