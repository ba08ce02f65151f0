import type { ChatOrderEvent, LowBalanceEvent } from '@lumus/contract/chat/chat-events';
import type { ChatMessage, ChatOrder } from '@lumus/contract/chat/chat-order';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  RealtimeRefusal,
  type RealtimeDispatcher,
} from '../../../lib/realtime/realtime-dispatcher';
import {
  ACK_TIMEOUT_MS,
  RETRY_MS,
  defaultRealtime,
  failureOf,
  type ConversationFailure,
  type RealtimeFactory,
} from './chat-socket';
import {
  contiguousSeq,
  revealsGap,
  type ChatRole,
  type ConversationMessage,
} from './conversation-state';
import { receiptSender } from './receipts';
import { useChatOrder } from './use-chat-order';
import { useConversationStore } from './use-conversation-store';
import { useOutbox } from './use-outbox';
import { useRemoteTyping } from './use-remote-typing';
import { useTypingNotifier } from './use-typing-notifier';

/** The server's sync answers at most this many messages; a full page means ask again. */
const SYNC_PAGE = 1000;

export interface ChatConversation {
  /** 'joining' until the room is joined and the history synced once. */
  phase: 'joining' | 'ready' | 'failed';
  failure: ConversationFailure | null;
  /** The socket is connected right now (messages written meanwhile wait and go out later). */
  connected: boolean;
  order: ChatOrder | null;
  /** The kind of the latest `chat:order` event for this chat, e.g. 'extended' or 'ended'. */
  lastOrderEvent: ChatOrderEvent['kind'] | null;
  lowBalance: LowBalanceEvent | null;
  messages: readonly ConversationMessage[];
  remoteTyping: boolean;
  /** Queues a message (shown as sending at once) and sends it; empty text is ignored. */
  send: (text: string) => void;
  /** Call on every keystroke in the composer; emits throttled typing events. */
  notifyTyping: () => void;
  /** Ends the chat (both sides may); resolves with the ended order. */
  end: () => Promise<ChatOrder>;
  /** Takes a newer copy of the order from an HTTP answer (e.g. after the user's accept). */
  updateOrder: (order: ChatOrder) => void;
}

/**
 * One side's view of a chat over the tab's realtime dispatcher, for the user's chat room (`role`
 * 'user') and the consultant console ('consultant'). It joins the chat room on every connection,
 * syncs everything after the last contiguous seq, sends each message with a client id and keeps it
 * 'sending' until the server's ack (after a reconnect or a reload it is sent again with the same
 * id, which the server stores once), sends delivered and read receipts, and follows the order
 * (`useChatOrder`) and the other side's typing (`useRemoteTyping`).
 */
export function useChatConversation(
  chatId: number | null,
  role: ChatRole,
  options: { realtime?: RealtimeFactory } = {},
): ChatConversation {
  const realtimeFactory = options.realtime ?? defaultRealtime;
  const other: ChatRole = role === 'user' ? 'consultant' : 'user';
  const [phase, setPhase] = useState<ChatConversation['phase']>('joining');
  const [failure, setFailure] = useState<ConversationFailure | null>(null);
  const [connected, setConnected] = useState(false);
  const realtimeRef = useRef<RealtimeDispatcher | null>(null);
  const orderView = useChatOrder(chatId, realtimeFactory);
  const { updateOrder, ended } = orderView;
  const remoteTyping = useRemoteTyping(chatId, other, realtimeFactory);
  const { state, stateRef, apply } = useConversationStore(chatId, role);
  // The effect's catch-up, for a gap an ack shows (the outbox lives outside the effect).
  const fetchMissing = useRef<() => void>(() => undefined);
  const storeAcked = useCallback(
    (message: ChatMessage) => {
      const gap = revealsGap(stateRef.current, message.seq);
      apply({ type: 'stored', messages: [message] });
      if (gap) fetchMissing.current();
    },
    [apply, stateRef],
  );
  const { sendNext, enqueue, forgetInFlight } = useOutbox(
    chatId,
    role,
    realtimeRef,
    stateRef,
    apply,
    storeAcked,
  );

  useEffect(() => {
    if (chatId === null) return;
    const realtime = realtimeFactory();
    realtimeRef.current = realtime;
    // Read through a function: the async steps must see the value after each await.
    const life = { disposed: false };
    const stopped = () => life.disposed;
    const sendReceipts = receiptSender(realtime, chatId, other, () => stateRef.current);

    const sync = async () => {
      for (;;) {
        const afterSeq = contiguousSeq(stateRef.current);
        const { messages } = await realtime.ask('chat:sync', { chatId, afterSeq }, ACK_TIMEOUT_MS);
        if (stopped()) return;
        apply({ type: 'stored', messages });
        if (messages.length < SYNC_PAGE) return;
      }
    };
    fetchMissing.current = () => void sync().catch(() => undefined);

    const join = async () => {
      try {
        const joined = await realtime.ask('chat:join', { chatId }, ACK_TIMEOUT_MS);
        if (stopped()) return;
        updateOrder(joined.order);
        await sync();
        if (stopped()) return;
        setFailure(null);
        setPhase('ready');
        sendNext();
        sendReceipts();
      } catch (error) {
        if (stopped()) return;
        // A refusal (not your chat, no such chat) is final; no answer in time is asked again.
        if (error instanceof RealtimeRefusal) {
          setFailure(failureOf(error));
          setPhase('failed');
        } else {
          setTimeout(() => {
            if (!stopped() && realtime.connected) void join();
          }, RETRY_MS);
        }
      }
    };

    const onConnect = () => {
      setConnected(true);
      void join();
    };
    const onVisibility = () => {
      sendReceipts();
    };
    const subscriptions = [
      realtime.onConnect(onConnect),
      realtime.onDisconnect(() => {
        setConnected(false);
        forgetInFlight();
      }),
      realtime.on('chat:message', (message) => {
        if (message.chatId !== chatId) return;
        const gap = revealsGap(stateRef.current, message.seq);
        apply({ type: 'stored', messages: [message] });
        // A missed seq (e.g. sent while this socket was reconnecting) is fetched, not skipped.
        if (gap) fetchMissing.current();
        sendReceipts();
      }),
      realtime.on('chat:receipt', (receipt) => {
        if (receipt.chatId === chatId) apply({ type: 'receipt', ...receipt });
      }),
    ];
    document.addEventListener('visibilitychange', onVisibility);
    if (realtime.connected) onConnect();
    else realtime.open();

    return () => {
      life.disposed = true;
      for (const unsubscribe of subscriptions) unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
      realtimeRef.current = null;
      fetchMissing.current = () => undefined;
    };
  }, [apply, chatId, forgetInFlight, other, realtimeFactory, sendNext, stateRef, updateOrder]);

  // Called after the effect above, so on unmount its cleanup runs after that one has let go of
  // the dispatcher (React runs a component's cleanups in hook order).
  const { notifyTyping, messageSent } = useTypingNotifier(chatId, realtimeRef);

  const send = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (chatId === null || trimmed === '') return;
      messageSent();
      enqueue(trimmed);
    },
    [chatId, enqueue, messageSent],
  );

  const end = useCallback(async () => {
    const realtime = realtimeRef.current;
    if (chatId === null || realtime === null) throw new Error('Not connected.');
    const { order: endedOrder } = await realtime.ask('chat:end', { chatId }, ACK_TIMEOUT_MS);
    ended(endedOrder);
    return endedOrder;
  }, [chatId, ended]);

  return {
    phase,
    failure,
    connected,
    order: orderView.order,
    lastOrderEvent: orderView.lastOrderEvent,
    lowBalance: orderView.lowBalance,
    messages: state.messages,
    remoteTyping,
    send,
    notifyTyping,
    end,
    updateOrder,
  };
}
