import { z } from 'zod';
import { idNumber, MAX_ID } from '../fields';
import { storableText } from '../text-fields';
import {
  MAX_MESSAGE_LENGTH,
  chatMessageSchema,
  chatOrderSchema,
  type ChatMessage,
  type ChatOrder,
} from './chat-order';
import type { ConsoleSuspensionEvent } from './console-suspension';

/**
 * Socket.IO events of the paid chat. The client passes `{ token, id }` (the bearer token and user
 * id of spec §6) as the handshake `auth`; chat events of a socket without them fail with 401.
 * Rooms: `user:<id>`, `consultant:<id>` (joined at connection) and `chat:<orderId>` (`chat:join`).
 */
export const userRoom = (userId: number) => `user:${userId}`;
export const consultantRoom = (consultantId: number) => `consultant:${consultantId}`;
export const chatRoom = (chatId: number) => `chat:${chatId}`;

export const socketAuthSchema = z.object({
  token: storableText().min(1),
  id: z.union([storableText(), z.number()]).transform(String),
});

const chatId = idNumber;
export const chatRefSchema = z.object({ chatId });
export const sendMessageSchema = z.object({
  chatId,
  clientId: storableText().min(1).max(100),
  text: storableText().trim().min(1).max(MAX_MESSAGE_LENGTH),
});
export const typingSchema = z.object({ chatId, typing: z.boolean() });
export const receiptSchema = z.object({ chatId, seq: idNumber });
export const syncSchema = z.object({ chatId, afterSeq: z.number().int().min(0).max(MAX_ID) });

/** The statuses a chat event's acknowledgement may refuse with (as the HTTP calls would). */
export const CHAT_ACK_STATUSES = [400, 401, 403, 404, 409] as const;
export const chatAckFailureSchema = z.object({
  ok: z.literal(false),
  status: z.literal(CHAT_ACK_STATUSES),
  reason: z.string(),
});
export type ChatAckFailure = z.infer<typeof chatAckFailureSchema>;
export type ChatAck<T> = ({ ok: true } & T) | ChatAckFailure;

/** The acknowledgement of a chat event: `{ ok: true, ...fields }` or a refusal. */
export function chatAckSchema<Shape extends z.ZodRawShape>(fields: Shape) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), ...fields }),
    chatAckFailureSchema,
  ]);
}

export const chatOrderEventSchema = z.object({
  kind: z.enum([
    'accepted',
    'started',
    'extended',
    'paused',
    'resumed',
    'ended',
    'declined',
    'expired',
    'cancelled',
  ]),
  order: chatOrderSchema,
});
export type ChatOrderEvent = z.infer<typeof chatOrderEventSchema>;

export const lowBalanceEventSchema = z.object({
  chatId,
  endsAt: z.string(),
  secondsLeft: z.number().int(),
});
export type LowBalanceEvent = z.infer<typeof lowBalanceEventSchema>;

export const typingEventSchema = z.object({
  chatId,
  role: z.enum(['user', 'consultant']),
  typing: z.boolean(),
});
export const receiptEventSchema = z.object({
  chatId,
  seq: z.number().int(),
  kind: z.enum(['delivered', 'read']),
  at: z.string(),
  /**
   * The side that received or read: the marked messages are the other side's. The event goes to
   * the chat room but the socket that sent the receipt, so the reader's other pages hear it too
   * and, without this, could not tell their own side's receipt from the other side's.
   */
  by: z.enum(['user', 'consultant']),
});
export const consoleQueueEventSchema = z.object({ consultantId: z.number().int() });

export { chatMessageSchema };

export interface ChatServerToClientEvents {
  'chat:message': (message: ChatMessage) => void;
  'chat:typing': (event: z.infer<typeof typingEventSchema>) => void;
  'chat:receipt': (event: z.infer<typeof receiptEventSchema>) => void;
  'chat:order': (event: ChatOrderEvent) => void;
  'chat:low-balance': (event: LowBalanceEvent) => void;
  /** The consultant's queue changed; the console refetches it. */
  'console:queue': (event: z.infer<typeof consoleQueueEventSchema>) => void;
  /** An admin suspended the psychic or lifted it; the console asks the server again. */
  'console:suspension': (event: ConsoleSuspensionEvent) => void;
}

export interface ChatClientToServerEvents {
  'chat:join': (
    ref: z.input<typeof chatRefSchema>,
    ack: (r: ChatAck<{ order: ChatOrder }>) => void,
  ) => void;
  'chat:send': (
    message: z.input<typeof sendMessageSchema>,
    ack: (r: ChatAck<{ message: ChatMessage }>) => void,
  ) => void;
  'chat:typing': (event: z.input<typeof typingSchema>) => void;
  'chat:delivered': (event: z.input<typeof receiptSchema>) => void;
  'chat:read': (event: z.input<typeof receiptSchema>) => void;
  'chat:sync': (
    request: z.input<typeof syncSchema>,
    ack: (r: ChatAck<{ messages: ChatMessage[] }>) => void,
  ) => void;
  'chat:end': (
    ref: z.input<typeof chatRefSchema>,
    ack: (r: ChatAck<{ order: ChatOrder }>) => void,
  ) => void;
  /**
   * The psychic's console page is open on this socket (sent on every connection): their presence.
   * When their last console socket has been gone for the grace period they are offline; a chat in
   * progress is paused meanwhile. 403 for an account that is not a psychic.
   */
  'console:present': (payload: Record<string, never>, ack: (r: ChatAck<object>) => void) => void;
  /** The console page closed while the socket stays (the tab moved on to another page). */
  'console:absent': (payload: Record<string, never>, ack: (r: ChatAck<object>) => void) => void;
}
