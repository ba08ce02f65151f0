import {
  chatMessageSchema,
  chatOrderEventSchema,
  lowBalanceEventSchema,
  receiptEventSchema,
  typingEventSchema,
  type ChatAck,
  type ChatAckFailure,
  type ChatClientToServerEvents,
  type ChatOrderEvent,
  type ChatServerToClientEvents,
  type LowBalanceEvent,
} from '@lumus/contract/chat/chat-events';
import {
  MAX_MESSAGE_LENGTH,
  type ChatMessage,
  type ChatOrder,
} from '@lumus/contract/chat/chat-order';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { getSocket } from '../../../lib/realtime/socket';
import { randomId } from '../../../lib/session/random-id';
import {
  EMPTY_CONVERSATION,
  contiguousSeq,
  conversationReducer,
  latestSeqFrom,
  unsentMessages,
  type ChatRole,
  type ConversationAction,
  type ConversationMessage,
  type ConversationState,
} from './conversation-state';
import { readUnsent, writeUnsent } from './unsent-store';

export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

/** How long an acknowledgement may take before the message is sent again. */
const ACK_TIMEOUT_MS = 10_000;
/** Wait before asking again after an ack did not come in time on a live connection. */
const RETRY_MS = 3_000;
/** The server's sync answers at most this many messages; a full page means ask again. */
const SYNC_PAGE = 1000;
/** At most one "typing" emit per this interval while the user keeps typing. */
export const TYPING_THROTTLE_MS = 2_500;
/** Typing stops counting after this long without a keystroke. */
const TYPING_IDLE_MS = 4_000;
/** A remote "typing" without a follow-up (lost "stopped") is cleared after this long. */
const REMOTE_TYPING_MS = 6_000;
const CLIENT_ID_LENGTH = 24;

export class ChatAckError extends Error {
  constructor(
    readonly status: ChatAckFailure['status'] | 0,
    reason: string,
  ) {
    super(reason);
    this.name = 'ChatAckError';
  }
}

/** Why the conversation could not be opened: the server's ack (403 another user's, 404 none). */
export type ConversationFailure = { status: ChatAckFailure['status'] | 0; reason: string };

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

const defaultSocket = (): ChatSocket => getSocket();

/** Whether a new "typing" event is due (pure, so the throttle is testable). */
export function typingEmitDue(lastEmitMs: number | null, nowMs: number): boolean {
  return lastEmitMs === null || nowMs - lastEmitMs >= TYPING_THROTTLE_MS;
}

function initialState(chatId: number | null, role: ChatRole): ConversationState {
  if (chatId === null) return EMPTY_CONVERSATION;
  return readUnsent(chatId, role).reduce<ConversationState>(
    (state, m) => conversationReducer(state, { type: 'queued', senderRole: role, ...m }),
    EMPTY_CONVERSATION,
  );
}

function failureOf(error: unknown): ConversationFailure {
  if (error instanceof ChatAckError) return { status: error.status, reason: error.message };
  return { status: 0, reason: error instanceof Error ? error.message : String(error) };
}

/** The ack of an emit (Socket.IO's typing of `emitWithAck` is lost through `timeout`). */
async function ask<T extends object>(request: Promise<unknown>): Promise<T> {
  const ack = (await request) as ChatAck<T>;
  if (!ack.ok) throw new ChatAckError(ack.status, ack.reason);
  return ack;
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
  const [state, setState] = useState(() => initialState(chatId, role));
  // The handlers below read and change the state synchronously (sync loops, resends), so the ref
  // is the source of truth and React state its rendered copy.
  const stateRef = useRef(state);
  const [phase, setPhase] = useState<ChatConversation['phase']>('joining');
  const [failure, setFailure] = useState<ConversationFailure | null>(null);
  const [connected, setConnected] = useState(false);
  const [order, setOrder] = useState<ChatOrder | null>(null);
  const [lastOrderEvent, setLastOrderEvent] = useState<ChatOrderEvent['kind'] | null>(null);
  const [lowBalance, setLowBalance] = useState<LowBalanceEvent | null>(null);
  const [remoteTyping, setRemoteTyping] = useState(false);
  const socketRef = useRef<ChatSocket | null>(null);
  const inFlight = useRef(new Set<string>());
  const typing = useRef<{ lastEmit: number | null; idle: ReturnType<typeof setTimeout> | null }>({
    lastEmit: null,
    idle: null,
  });

  const apply = useCallback(
    (action: ConversationAction) => {
      const next = conversationReducer(stateRef.current, action);
      if (next === stateRef.current) return;
      stateRef.current = next;
      setState(next);
      if (chatId !== null) writeUnsent(chatId, role, next.messages);
    },
    [chatId, role],
  );

  const emitSend = useCallback(
    (message: ConversationMessage) => {
      const socket = socketRef.current;
      if (chatId === null || socket === null || !socket.connected) return;
      if (inFlight.current.has(message.clientId)) return;
      inFlight.current.add(message.clientId);
      const payload = { chatId, clientId: message.clientId, text: message.text };
      ask<{ message: ChatMessage }>(
        socket.timeout(ACK_TIMEOUT_MS).emitWithAck('chat:send', payload),
      )
        .then(({ message: stored }) => {
          apply({ type: 'stored', messages: [chatMessageSchema.parse(stored)] });
        })
        .catch((error: unknown) => {
          // A refusal (chat over, bad text) is final.
          if (error instanceof ChatAckError) {
            apply({
              type: 'failed',
              senderRole: role,
              clientId: message.clientId,
              reason: error.message,
            });
          }
        })
        .finally(() => {
          inFlight.current.delete(message.clientId);
          // No answer in time while still connected: try again (same client id, stored once). A
          // dropped connection instead resends everything on 'connect'.
          const unsent = unsentMessages(stateRef.current, role).some(
            (m) => m.clientId === message.clientId,
          );
          if (unsent && socket.connected) {
            setTimeout(() => {
              retry.current?.(message);
            }, RETRY_MS);
          }
        });
    },
    [apply, chatId, role],
  );
  // The retry above goes through the current emitSend (a ref, as emitSend cannot name itself).
  const retry = useRef<((message: ConversationMessage) => void) | null>(null);
  useEffect(() => {
    retry.current = emitSend;
  }, [emitSend]);

  useEffect(() => {
    if (chatId === null) return;
    const socket = socketFactory();
    socketRef.current = socket;
    // Read through a function: the async steps must see the value after each await.
    const life = { disposed: false };
    const stopped = () => life.disposed;
    let lastDelivered = 0;
    let lastRead = 0;
    let remoteTimer: ReturnType<typeof setTimeout> | null = null;

    const sendReceipts = () => {
      if (!socket.connected) return;
      const latest = latestSeqFrom(stateRef.current, other);
      if (latest > lastDelivered) {
        lastDelivered = latest;
        socket.emit('chat:delivered', { chatId, seq: latest });
      }
      if (latest > lastRead && document.visibilityState === 'visible') {
        lastRead = latest;
        socket.emit('chat:read', { chatId, seq: latest });
      }
    };

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
        for (const message of unsentMessages(stateRef.current, role)) emitSend(message);
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
      inFlight.current.clear();
    };
    const onMessage = (payload: unknown) => {
      const parsed = chatMessageSchema.safeParse(payload);
      if (!parsed.success || parsed.data.chatId !== chatId) return;
      const gap = parsed.data.seq > contiguousSeq(stateRef.current) + 1;
      apply({ type: 'stored', messages: [parsed.data] });
      if (parsed.data.senderRole === other) setRemoteTyping(false);
      // A missed seq (e.g. sent while this socket was reconnecting) is fetched, not skipped.
      if (gap) void sync().catch(() => undefined);
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
    };
  }, [apply, chatId, emitSend, other, role, socketFactory]);

  const stopTyping = useCallback(() => {
    const current = typing.current;
    if (current.idle !== null) clearTimeout(current.idle);
    current.idle = null;
    if (current.lastEmit === null) return;
    current.lastEmit = null;
    if (chatId !== null) socketRef.current?.emit('chat:typing', { chatId, typing: false });
  }, [chatId]);

  const notifyTyping = useCallback(() => {
    const socket = socketRef.current;
    if (chatId === null || socket === null || !socket.connected) return;
    const current = typing.current;
    const now = Date.now();
    if (typingEmitDue(current.lastEmit, now)) {
      current.lastEmit = now;
      socket.emit('chat:typing', { chatId, typing: true });
    }
    if (current.idle !== null) clearTimeout(current.idle);
    current.idle = setTimeout(stopTyping, TYPING_IDLE_MS);
  }, [chatId, stopTyping]);

  useEffect(() => stopTyping, [stopTyping]);

  const send = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (chatId === null || trimmed === '') return;
      stopTyping();
      const clientId = randomId(CLIENT_ID_LENGTH);
      apply({
        type: 'queued',
        clientId,
        senderRole: role,
        text: trimmed.slice(0, MAX_MESSAGE_LENGTH),
        createdAt: new Date().toISOString(),
      });
      const queued = unsentMessages(stateRef.current, role).find((m) => m.clientId === clientId);
      if (queued !== undefined) emitSend(queued);
    },
    [apply, chatId, emitSend, role, stopTyping],
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
