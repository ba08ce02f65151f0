import type { ChatOrderEvent, LowBalanceEvent } from '@lumus/contract/chat/chat-events';
import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { useCallback, useEffect, useState } from 'react';
import type { RealtimeFactory } from './chat-socket';

export interface ChatOrderView {
  order: ChatOrder | null;
  /** The kind of the latest `chat:order` event for this chat, e.g. 'extended' or 'ended'. */
  lastOrderEvent: ChatOrderEvent['kind'] | null;
  lowBalance: LowBalanceEvent | null;
  /** A newer copy of this chat's order from an answer (join, end, an HTTP call). */
  updateOrder: (order: ChatOrder) => void;
  /** The chat ended here: its order, and no low-balance warning any more. */
  ended: (order: ChatOrder) => void;
}

/** The chat's order as the server last told it: the `chat:order` and `chat:low-balance` events. */
export function useChatOrder(
  chatId: number | null,
  realtimeFactory: RealtimeFactory,
): ChatOrderView {
  const [order, setOrder] = useState<ChatOrder | null>(null);
  const [lastOrderEvent, setLastOrderEvent] = useState<ChatOrderEvent['kind'] | null>(null);
  const [lowBalance, setLowBalance] = useState<LowBalanceEvent | null>(null);

  useEffect(() => {
    if (chatId === null) return;
    const realtime = realtimeFactory();
    const stopOrders = realtime.on('chat:order', (event) => {
      if (event.order.id !== chatId) return;
      setOrder(event.order);
      setLastOrderEvent(event.kind);
      // A recharge moved the end out: the warning no longer applies (it may come again).
      if (event.kind === 'extended' || event.kind === 'ended') setLowBalance(null);
    });
    const stopLowBalance = realtime.on('chat:low-balance', (event) => {
      if (event.chatId === chatId) setLowBalance(event);
    });
    return () => {
      stopOrders();
      stopLowBalance();
    };
  }, [chatId, realtimeFactory]);

  const updateOrder = useCallback(
    (next: ChatOrder) => {
      if (next.id === chatId) setOrder(next);
    },
    [chatId],
  );
  const ended = useCallback((next: ChatOrder) => {
    setOrder(next);
    setLowBalance(null);
  }, []);

  return { order, lastOrderEvent, lowBalance, updateOrder, ended };
}
