import type { ChatMessage } from '@lumus/contract/chat/chat-order';

export type ChatRole = ChatMessage['senderRole'];

/**
 * One message as a conversation shows it: a stored message (with the server's `seq`), or one of
 * ours still on its way (`seq` null, `delivery` 'sending') or refused by the server ('failed').
 */
export interface ConversationMessage {
  /** Stable React key and identity: the sender's role and client id. */
  key: string;
  seq: number | null;
  clientId: string;
  senderRole: ChatRole;
  text: string;
  createdAt: string;
  deliveredAt: string | null;
  readAt: string | null;
  delivery: 'sending' | 'stored' | 'failed';
  /** Why the server refused it (only when 'failed'). */
  failureReason: string | null;
}

/** What the sender sees beside their own message. */
export type MessageTick = 'sending' | 'sent' | 'delivered' | 'read' | 'failed';

export interface ConversationState {
  /** Stored messages by seq, then our unacknowledged ones in the order they were written. */
  messages: readonly ConversationMessage[];
}

export type ConversationAction =
  /** Stored messages from a sync, a push or an acknowledgement (any order, duplicates fine). */
  | { type: 'stored'; messages: readonly ChatMessage[] }
  /** A message of ours the server has not acknowledged yet. */
  | { type: 'queued'; clientId: string; senderRole: ChatRole; text: string; createdAt: string }
  | { type: 'failed'; senderRole: ChatRole; clientId: string; reason: string }
  | {
      type: 'receipt';
      /** The side that received or read; the receipt marks the other side's messages. */
      by: ChatRole;
      kind: 'delivered' | 'read';
      seq: number;
      at: string;
    }
  | { type: 'reset' };

export const EMPTY_CONVERSATION: ConversationState = { messages: [] };

export function messageKey(senderRole: ChatRole, clientId: string): string {
  return `${senderRole}:${clientId}`;
}

export function fromServerMessage(message: ChatMessage): ConversationMessage {
  return {
    key: messageKey(message.senderRole, message.clientId),
    seq: message.seq,
    clientId: message.clientId,
    senderRole: message.senderRole,
    text: message.text,
    createdAt: message.createdAt,
    deliveredAt: message.deliveredAt,
    readAt: message.readAt,
    delivery: 'stored',
    failureReason: null,
  };
}

function ordered(messages: Iterable<ConversationMessage>): ConversationMessage[] {
  const all = [...messages];
  const stored = all
    .filter((m): m is ConversationMessage & { seq: number } => m.seq !== null)
    .sort((a, b) => a.seq - b.seq);
  // Array order of unsent ones is the order they were written (Map keeps insertion order).
  const unsent = all.filter((m) => m.seq === null);
  return [...stored, ...unsent];
}

/** The stored copy's receipt time if it has one, else the one a receipt event brought. */
function firstOf(a: string | null, b: string | null): string | null {
  return a ?? b;
}

function mergeStored(
  state: ConversationState,
  incoming: readonly ChatMessage[],
): ConversationState {
  if (incoming.length === 0) return state;
  const byKey = new Map(state.messages.map((m) => [m.key, m]));
  for (const message of incoming) {
    const next = fromServerMessage(message);
    const known = byKey.get(next.key);
    byKey.set(
      next.key,
      known === undefined
        ? next
        : {
            ...next,
            // A receipt event may have arrived before the (re)synced copy of the message.
            deliveredAt: firstOf(next.deliveredAt, known.deliveredAt),
            readAt: firstOf(next.readAt, known.readAt),
          },
    );
  }
  return { messages: ordered(byKey.values()) };
}

function applyReceipt(
  state: ConversationState,
  action: Extract<ConversationAction, { type: 'receipt' }>,
): ConversationState {
  const messages = state.messages.map((m) => {
    if (m.senderRole === action.by || m.seq === null || m.seq > action.seq) return m;
    const deliveredAt = m.deliveredAt ?? action.at;
    const readAt = action.kind === 'read' ? (m.readAt ?? action.at) : m.readAt;
    if (deliveredAt === m.deliveredAt && readAt === m.readAt) return m;
    return { ...m, deliveredAt, readAt };
  });
  return messages.some((m, i) => m !== state.messages[i]) ? { messages } : state;
}

export function conversationReducer(
  state: ConversationState,
  action: ConversationAction,
): ConversationState {
  switch (action.type) {
    case 'stored':
      return mergeStored(state, action.messages);
    case 'queued': {
      const key = messageKey(action.senderRole, action.clientId);
      if (state.messages.some((m) => m.key === key)) return state;
      const message: ConversationMessage = {
        key,
        seq: null,
        clientId: action.clientId,
        senderRole: action.senderRole,
        text: action.text,
        createdAt: action.createdAt,
        deliveredAt: null,
        readAt: null,
        delivery: 'sending',
        failureReason: null,
      };
      return { messages: [...state.messages, message] };
    }
    case 'failed': {
      const key = messageKey(action.senderRole, action.clientId);
      return {
        messages: state.messages.map((m) =>
          m.key === key && m.delivery === 'sending'
            ? { ...m, delivery: 'failed', failureReason: action.reason }
            : m,
        ),
      };
    }
    case 'receipt':
      return applyReceipt(state, action);
    case 'reset':
      return EMPTY_CONVERSATION;
  }
}

/**
 * The highest seq up to which every message is here: a sync asks for everything after it, so a
 * push that skipped a seq (missed while reconnecting) still fills the gap.
 */
export function contiguousSeq(state: ConversationState): number {
  let seq = 0;
  for (const m of state.messages) {
    if (m.seq === null) break;
    if (m.seq === seq + 1) seq = m.seq;
    else if (m.seq > seq + 1) break;
  }
  return seq;
}

/**
 * Whether a stored message with this seq shows that one before it is missing here: pushed while we
 * were reconnecting, or stored by an instance that died before pushing it. Then the client fetches
 * what is missing at once.
 */
export function revealsGap(state: ConversationState, seq: number): boolean {
  return seq > contiguousSeq(state) + 1;
}

/** The newest stored message of the other side, for delivered and read receipts. */
export function latestSeqFrom(state: ConversationState, senderRole: ChatRole): number {
  let seq = 0;
  for (const m of state.messages) {
    if (m.senderRole === senderRole && m.seq !== null && m.seq > seq) seq = m.seq;
  }
  return seq;
}

/** Our messages the server has not acknowledged: what to send again after a reconnect. */
export function unsentMessages(
  state: ConversationState,
  senderRole: ChatRole,
): ConversationMessage[] {
  return state.messages.filter((m) => m.senderRole === senderRole && m.delivery === 'sending');
}

export function tickOf(message: ConversationMessage): MessageTick {
  if (message.delivery === 'failed') return 'failed';
  if (message.delivery === 'sending') return 'sending';
  if (message.readAt !== null) return 'read';
  if (message.deliveredAt !== null) return 'delivered';
  return 'sent';
}
