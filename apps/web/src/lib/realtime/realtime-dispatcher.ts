import type { ChatAckFailure } from '@lumus/contract/chat/chat-events';
import {
  ackSchemas,
  serverEventSchemas,
  type AckResult,
  type AckedEventName,
  type AckedEventPayload,
  type ClientToServerEvents,
  type ServerEventName,
  type ServerEventPayload,
} from '@lumus/contract/realtime/realtime-events';
import type { z } from 'zod';
import type { RealtimeSocket } from './realtime-socket';

/** What the server answers an acknowledged event with when it does it (not a refusal). */
export type AckAccepted<E extends AckedEventName> = Extract<AckResult<E>, { ok: true }>;

/** The server refused an acknowledged event (its ack said `ok: false`): final, not a time-out. */
export class RealtimeRefusal extends Error {
  constructor(
    readonly status: ChatAckFailure['status'],
    reason: string,
  ) {
    super(reason);
    this.name = 'RealtimeRefusal';
  }
}

/** An event or an answer that does not match the contract: dropped, and said where. */
export type InvalidReport = (what: string, error: z.ZodError) => void;

export interface RealtimeDispatcher {
  /** The socket is connected now (and the server has joined its personal rooms, decision 017). */
  readonly connected: boolean;
  /** Starts connecting if the socket is idle (it also reconnects by itself once started). */
  open: () => void;
  /** The handler gets every parsed `event` until the returned function is called. */
  on: <E extends ServerEventName>(
    event: E,
    handler: (payload: ServerEventPayload<E>) => void,
  ) => () => void;
  /** After every (re)connection: what a feature joined or was told is to be said again. */
  onConnect: (handler: () => void) => () => void;
  onDisconnect: (handler: () => void) => () => void;
  emit: <E extends keyof ClientToServerEvents>(
    event: E,
    ...args: Parameters<ClientToServerEvents[E]>
  ) => void;
  /**
   * Sends an acknowledged event and resolves with the server's checked answer. Rejects with a
   * `RealtimeRefusal` when the server refuses, with another error when no answer came in time,
   * the connection dropped first, or the answer was malformed.
   */
  ask: <E extends AckedEventName>(
    event: E,
    payload: AckedEventPayload<E>,
    timeoutMs: number,
  ) => Promise<AckAccepted<E>>;
}

type Channel<T> = { handlers: Set<(payload: T) => void>; listener: (payload: unknown) => void };

/** Development builds say what was dropped; production drops it silently. */
const reportInDevelopment: InvalidReport = (what, error) => {
  if (import.meta.env.DEV) console.warn(`Realtime: dropped ${what}`, error.issues);
};

function isRefusal(answer: object): answer is ChatAckFailure {
  return 'ok' in answer && answer.ok === false;
}

/**
 * The tab's one subscriber to the socket: each server event is parsed once with its contract
 * schema and handed to the features' typed handlers, in the order the socket delivered it. An
 * event that does not parse reaches nobody. A new event needs its contract map entry and schema
 * (`contract/realtime/realtime-events.ts`), nothing here.
 */
export function createRealtimeDispatcher(
  socket: RealtimeSocket,
  onInvalid: InvalidReport = reportInDevelopment,
): RealtimeDispatcher {
  // Typed per event through the contract's map, so each channel keeps its own payload type.
  const schemas: { [E in ServerEventName]: z.ZodType<ServerEventPayload<E>> } = serverEventSchemas;
  const acks: { [E in AckedEventName]: z.ZodType<AckAccepted<E> | ChatAckFailure> } = ackSchemas;
  const channels: { [E in ServerEventName]?: Channel<ServerEventPayload<E>> } = {};

  const channel = <T>(event: string, schema: z.ZodType<T>): Channel<T> => {
    const handlers = new Set<(payload: T) => void>();
    const listener = (payload: unknown) => {
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        onInvalid(`event ${event}`, parsed.error);
        return;
      }
      // A copy: a handler may unsubscribe itself or another one.
      for (const handler of [...handlers]) handler(parsed.data);
    };
    socket.on(event, listener);
    return { handlers, listener };
  };

  const connection = (event: 'connect' | 'disconnect') => {
    const handlers = new Set<() => void>();
    socket.on(event, () => {
      for (const handler of [...handlers]) handler();
    });
    return (handler: () => void) => {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    };
  };

  function checked<T>(what: string, schema: z.ZodType<T>, raw: unknown): T {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    onInvalid(what, parsed.error);
    throw new Error(`Realtime: ${what} is not valid.`);
  }

  async function ask<E extends AckedEventName>(
    event: E,
    payload: AckedEventPayload<E>,
    timeoutMs: number,
  ): Promise<AckAccepted<E>> {
    const raw = await socket.timeout(timeoutMs).emitWithAck(event, payload);
    const answer = checked(`the answer to ${event}`, acks[event], raw);
    if (isRefusal(answer)) throw new RealtimeRefusal(answer.status, answer.reason);
    return answer;
  }

  return {
    get connected() {
      return socket.connected;
    },
    open: () => {
      if (!socket.active) socket.connect();
    },
    on: (event, handler) => {
      const known = channels[event] ?? channel(event, schemas[event]);
      channels[event] = known;
      known.handlers.add(handler);
      return () => {
        known.handlers.delete(handler);
      };
    },
    onConnect: connection('connect'),
    onDisconnect: connection('disconnect'),
    emit: (event, ...args) => {
      socket.emit(event, ...args);
    },
    ask,
  };
}
