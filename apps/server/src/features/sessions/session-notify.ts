import {
  chatRoom,
  consultantRoom,
  userRoom,
  type ChatOrderEvent,
  type ChatServerToClientEvents,
  type LowBalanceEvent,
} from '@lumus/contract/chat/chat-events';
import type { Server } from 'socket.io';
import type { Database } from '../../lib/db/database';
import { loadOrder } from './order-view';

type EventName = keyof ChatServerToClientEvents;
const name = <E extends EventName>(event: E): E => event;

/**
 * Order changes go to the session's room and to both sides' personal rooms: the user's waitlist
 * screen and the consultant's console have not joined the session's room yet when a request is
 * accepted.
 */
export async function notifyOrder(
  deps: Readonly<{ db: Database; io: Server }>,
  kind: ChatOrderEvent['kind'],
  chatId: number,
): Promise<void> {
  const order = await loadOrder(deps.db, chatId);
  const event: ChatOrderEvent = { kind, order };
  deps.io
    .to([chatRoom(chatId), userRoom(order.userId), consultantRoom(order.consultantId)])
    .emit(name('chat:order'), event);
}

export function notifyQueue(io: Server, consultantId: number): void {
  io.to(consultantRoom(consultantId)).emit(name('console:queue'), { consultantId });
}

export function notifyLowBalance(io: Server, event: LowBalanceEvent): void {
  io.to(chatRoom(event.chatId)).emit(name('chat:low-balance'), event);
}
