import {
  chatRoom,
  consultantRoom,
  userRoom,
  type ChatOrderEvent,
  type LowBalanceEvent,
} from '@lumus/contract/chat/chat-events';
import type { RealtimeServer } from '../../lib/realtime/realtime';
import type { Database } from '../../lib/db/database';
import { loadOrder } from './order-view';

/**
 * Order changes go to the session's room and to both sides' personal rooms: the user's waitlist
 * screen and the consultant's console have not joined the session's room yet when a request is
 * accepted.
 */
export async function notifyOrder(
  deps: Readonly<{ db: Database; io: RealtimeServer }>,
  kind: ChatOrderEvent['kind'],
  chatId: number,
): Promise<void> {
  const order = await loadOrder(deps.db, chatId);
  const event: ChatOrderEvent = { kind, order };
  deps.io
    .to([chatRoom(chatId), userRoom(order.userId), consultantRoom(order.consultantId)])
    .emit('chat:order', event);
}

export function notifyQueue(io: RealtimeServer, consultantId: number): void {
  io.to(consultantRoom(consultantId)).emit('console:queue', { consultantId });
}

export function notifyLowBalance(io: RealtimeServer, event: LowBalanceEvent): void {
  io.to(chatRoom(event.chatId)).emit('chat:low-balance', event);
}
