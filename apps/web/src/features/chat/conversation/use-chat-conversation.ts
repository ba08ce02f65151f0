import {
  chatMessageSchema,
  chatOrderEventSchema,
  lowBalanceEventSchema,
  receiptEventSchema,
  typingEventSchema,
  type ChatOrderEvent,
  type LowBalanceEvent,
} from '@lumus/contract/chat/chat-events';
import type { ChatMessage, ChatOrder } from '@lumus/contract/chat/chat-order';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ACK_TIMEOUT_MS,
  ChatAckError,
  RETRY_MS,
  ask,
  defaultSocket,
  failureOf,
  type ChatSocket,
  type ConversationFailure,
} from './chat-socket';
import {
  contiguousSeq,
  revealsGap,
  type ChatRole,
  type ConversationMessage,
} from './conversation-state';
import { receiptSender } from './receipts';
import { useConversationStore } from './use-conversation-store';
import { useOutbox } from './use-outbox';
import { useTypingNotifier } from './use-typing-notifier';

/** The server's sync answers at most this many messages; a full page means ask again. */
const SYNC_PAGE = 1000;
/** A remote "typing" without a follow-up (lost "stopped") is cleared after this long. */
const REMOTE_TYPING_MS = 6_000;

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
 * One side's view of a chat over the shared socket, for the user's chat room (`role` 'user') and
 * the consultant console ('consultant'). It joins the chat room on every connection, syncs
 * everything after the last contiguous seq, sends each message with a client id and keeps it
 * 'sending' until the server's ack (after a reconnect or a reload it is sent again with the same
 * id, which the server stores once), sends delivered and read receipts, and follows the order.
 */
export function useChatConversation(
  chatId: number | null,
  role: ChatRole,
  options: { socket?: () => ChatSocket } = {},
): ChatConversation {
  const socketFactory = options.socket ?? defaultSocket;
  const other: ChatRole = role === 'user' ? 'consultant' : 'user';
  const [phase, setPhase] = useState<ChatConversation['phase']>('joining');
  const [failure, setFailure] = useState<ConversationFailure | null>(null);
  const [connected, setConnected] = useState(false);
  const [order, setOrder] = useState<ChatOrder | null>(null);
  const [lastOrderEvent, setLastOrderEvent] = useState<ChatOrderEvent['kind'] | null>(null);
  const [lowBalance, setLowBalance] = useState<LowBalanceEvent | null>(null);
  const [remoteTyping, setRemoteTyping] = useState(false);
  const socketRef = useRef<ChatSocket | null>(null);
  const { state, stateRef, apply } = useConversationStore(chatId, role);
  // The socket effect's catch-up, for a gap an ack shows (the outbox lives outside the effect).
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
    socketRef,
    stateRef,
    apply,
    storeAcked,
  );

  useEffect(() => {
    if (chatId === null) return;
    const socket = socketFactory();
    socketRef.current = socket;
    // Read through a function: the async steps must see the value after each await.
    const life = { disposed: false };
    const stopped = () => life.disposed;
    let remoteTimer: ReturnType<typeof setTimeout> | null = null;
    const sendReceipts = receiptSender(socket, chatId, other, () => stateRef.current);

    const sync = async () => {
      for (;;) {
        const afterSeq = contiguousSeq(stateRef.current);
        const { messages } = await ask<{ messages: ChatMessage[] }>(
          socket.timeout(ACK_TIMEOUT_MS).emitWithAck('chat:sync', { chatId, afterSeq }),
        );
        if (stopped()) return;
        apply({ type: 'stored', messages: messages.map((m) => chatMessageSchema.parse(m)) });
        if (messages.length < SYNC_PAGE) return;
      }
    };
    fetchMissing.current = () => void sync().catch(() => undefined);

    const join = async () => {
      try {
        const joined = await ask<{ order: ChatOrder }>(
          socket.timeout(ACK_TIMEOUT_MS).emitWithAck('chat:join', { chatId }),
        );
        if (stopped()) return;
        setOrder(joined.order);
        await sync();
        if (stopped()) return;
        setFailure(null);
        setPhase('ready');
        sendNext();
        sendReceipts();
      } catch (error) {
        if (stopped()) return;
        // A refusal (not your chat, no such chat) is final; no answer in time is asked again.
        if (error instanceof ChatAckError) {
          setFailure(failureOf(error));
          setPhase('failed');
        } else {
          setTimeout(() => {
            if (!stopped() && socket.connected) void join();
          }, RETRY_MS);
        }
      }
    };

    const onConnect = () => {
      setConnected(true);
      void join();
    };
    const onDisconnect = () => {
      setConnected(false);
      forgetInFlight();
    };
    const onMessage = (payload: unknown) => {
      const parsed = chatMessageSchema.safeParse(payload);
      if (!parsed.success || parsed.data.chatId !== chatId) return;
      const gap = revealsGap(stateRef.current, parsed.data.seq);
      apply({ type: 'stored', messages: [parsed.data] });
      if (parsed.data.senderRole === other) setRemoteTyping(false);
      // A missed seq (e.g. sent while this socket was reconnecting) is fetched, not skipped.
      if (gap) fetchMissing.current();
      sendReceipts();
    };
    const onTyping = (payload: unknown) => {
      const parsed = typingEventSchema.safeParse(payload);
      if (!parsed.success || parsed.data.chatId !== chatId || parsed.data.role !== other) return;
      setRemoteTyping(parsed.data.typing);
      if (remoteTimer !== null) clearTimeout(remoteTimer);
      if (parsed.data.typing) {
        remoteTimer = setTimeout(() => {
          setRemoteTyping(false);
        }, REMOTE_TYPING_MS);
      }
    };
    const onReceipt = (payload: unknown) => {
      const parsed = receiptEventSchema.safeParse(payload);
      if (!parsed.success || parsed.data.chatId !== chatId) return;
      apply({ type: 'receipt', ...parsed.data });
    };
    const onOrder = (payload: unknown) => {
      const parsed = chatOrderEventSchema.safeParse(payload);
      if (!parsed.success || parsed.data.order.id !== chatId) return;
      setOrder(parsed.data.order);
      setLastOrderEvent(parsed.data.kind);
      // A recharge moved the end out: the warning no longer applies (it may come again).
      if (parsed.data.kind === 'extended' || parsed.data.kind === 'ended') setLowBalance(null);
    };
    const onLowBalance = (payload: unknown) => {
      const parsed = lowBalanceEventSchema.safeParse(payload);
      if (parsed.success && parsed.data.chatId === chatId) setLowBalance(parsed.data);
    };
    const onVisibility = () => {
      sendReceipts();
    };

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('chat:message', onMessage);
    socket.on('chat:typing', onTyping);
    socket.on('chat:receipt', onReceipt);
    socket.on('chat:order', onOrder);
    socket.on('chat:low-balance', onLowBalance);
    document.addEventListener('visibilitychange', onVisibility);
    if (socket.connected) onConnect();
    else if (!socket.active) socket.connect();

    return () => {
      life.disposed = true;
      if (remoteTimer !== null) clearTimeout(remoteTimer);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('chat:message', onMessage);
      socket.off('chat:typing', onTyping);
      socket.off('chat:receipt', onReceipt);
      socket.off('chat:order', onOrder);
      socket.off('chat:low-balance', onLowBalance);
      document.removeEventListener('visibilitychange', onVisibility);
      socketRef.current = null;
      fetchMissing.current = () => undefined;
    };
  }, [apply, chatId, forgetInFlight, other, sendNext, socketFactory, stateRef]);

  // Called after the socket effect, so on unmount its cleanup runs after that one has let go of
  // the socket (React runs a component's cleanups in hook order).
  const { notifyTyping, stopTyping } = useTypingNotifier(chatId, socketRef);

  const send = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (chatId === null || trimmed === '') return;
      stopTyping();
      enqueue(trimmed);
    },
    [chatId, enqueue, stopTyping],
  );

  const end = useCallback(async () => {
    const socket = socketRef.current;
    if (chatId === null || socket === null) throw new ChatAckError(0, 'Not connected.');
    const { order: ended } = await ask<{ order: ChatOrder }>(
      socket.timeout(ACK_TIMEOUT_MS).emitWithAck('chat:end', { chatId }),
    );
    setOrder(ended);
    setLowBalance(null);
    return ended;
  }, [chatId]);

  const updateOrder = useCallback(
    (next: ChatOrder) => {
      if (next.id === chatId) setOrder(next);
    },
    [chatId],
  );

  return {
    phase,
    failure,
    connected,
    order,
    lastOrderEvent,
    lowBalance,
    messages: state.messages,
    remoteTyping,
    send,
    notifyTyping,
    end,
    updateOrder,
  };
}
