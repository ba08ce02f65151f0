import { chatRoom, type ChatServerToClientEvents } from '@lumus/contract/chat/chat-events';
import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import type { Server } from 'socket.io';

const name = <E extends keyof ChatServerToClientEvents>(event: E): E => event;

export function notifyMessage(io: Server, message: ChatMessage): void {
  io.to(chatRoom(message.chatId)).emit(name('chat:message'), message);
}
