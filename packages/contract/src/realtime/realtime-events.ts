import { z } from 'zod';
import {
  chatAckSchema,
  chatMessageSchema,
  chatOrderEventSchema,
  consoleQueueEventSchema,
  lowBalanceEventSchema,
  receiptEventSchema,
  typingEventSchema,
  type ChatClientToServerEvents,
  type ChatServerToClientEvents,
} from '../chat/chat-events';
import { chatOrderSchema } from '../chat/chat-order';
import { consoleSuspensionEventSchema } from '../chat/console-suspension';
import {
  consultantStatusEventSchema,
  type CatalogueClientToServerEvents,
  type CatalogueServerToClientEvents,
} from './catalogue-events';
import { walletBalanceEventSchema, type WalletServerToClientEvents } from '../wallet/wallet-events';
import {
  callMediaAckSchema,
  callSignalAckSchema,
  callSignalEventSchema,
  type CallClientToServerEvents,
  type CallServerToClientEvents,
} from '../voice-call/call-signals';
import {
  supportMessageEventSchema,
  supportStatusEventSchema,
  type SupportServerToClientEvents,
} from '../support/support';

/**
 * Every Socket.IO event of the app in one map per direction: the server's `Server<…>` and the
 * web's dispatcher (`apps/web/src/lib/realtime`) are typed with these. A feature adds its own
 * event map to the intersection and its schema below; the `satisfies` checks make a missing or
 * mismatching schema a compile error.
 */
export type ServerToClientEvents = ChatServerToClientEvents &
  CatalogueServerToClientEvents &
  WalletServerToClientEvents &
  CallServerToClientEvents &
  SupportServerToClientEvents;
export type ClientToServerEvents = ChatClientToServerEvents &
  CatalogueClientToServerEvents &
  CallClientToServerEvents;
/** Instances talk through the Redis adapter's rooms only, never with events of their own. */
export type InterServerEvents = Record<string, never>;

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

/** How the receiving side checks each server-to-client payload (the web parses each one once). */
export const serverEventSchemas = {
  'chat:message': chatMessageSchema,
  'chat:typing': typingEventSchema,
  'chat:receipt': receiptEventSchema,
  'chat:order': chatOrderEventSchema,
  'chat:low-balance': lowBalanceEventSchema,
  'console:queue': consoleQueueEventSchema,
  'console:suspension': consoleSuspensionEventSchema,
  'consultant:status': consultantStatusEventSchema,
  'wallet:balance': walletBalanceEventSchema,
  'call:signal': callSignalEventSchema,
  'support:message': supportMessageEventSchema,
  'support:status': supportStatusEventSchema,
} satisfies { [E in ServerEventName]: z.ZodType<ServerEventPayload<E>> };

type ClientEvents = ClientToServerEvents;
/** The client events that carry an acknowledgement: `(payload, ack) => void`. */
export type AckedEventName = {
  [E in keyof ClientEvents]: Parameters<ClientEvents[E]> extends [unknown, (result: never) => void]
    ? E
    : never;
}[keyof ClientEvents];
export type AckedEventPayload<E extends AckedEventName> = Parameters<ClientEvents[E]>[0];
export type AckResult<E extends AckedEventName> =
  Parameters<ClientEvents[E]> extends [unknown, (result: infer R) => void] ? R : never;

/** How the sender of an acknowledged event checks the server's answer. */
export const ackSchemas = {
  'chat:join': chatAckSchema({ order: chatOrderSchema }),
  'chat:send': chatAckSchema({ message: chatMessageSchema }),
  'chat:sync': chatAckSchema({ messages: z.array(chatMessageSchema) }),
  'chat:end': chatAckSchema({ order: chatOrderSchema }),
  'console:present': chatAckSchema({}),
  'console:absent': chatAckSchema({}),
  'call:signal': callSignalAckSchema,
  'call:media': callMediaAckSchema,
} satisfies { [E in AckedEventName]: z.ZodType<AckResult<E>> };
