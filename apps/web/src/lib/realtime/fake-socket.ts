import type { RealtimeSocket } from './realtime-socket';

type Listener = (...args: unknown[]) => void;

/** One acknowledged emit the test (the server's side) has not answered yet. */
export type Asked = Readonly<{
  event: string;
  payload: unknown;
  answer: (ack: unknown) => void;
  fail: (error: Error) => void;
}>;

/**
 * A socket for unit tests on the dispatcher's seam, with the server's side in the test's hands:
 * it records emits, keeps every `emitWithAck` waiting until the test answers it, and pushes events
 * and drops or restores the connection as socket.io-client does (a drop fails the unanswered
 * acks, like its time-out does).
 */
export class FakeSocket implements RealtimeSocket {
  connected = false;
  active = false;
  connectCalls = 0;
  /** Events sent without an acknowledgement, oldest first. */
  readonly emitted: { event: string; args: unknown[] }[] = [];
  readonly asked: Asked[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.emitted.push({ event, args });
    return this;
  }

  timeout(): { emitWithAck: (event: string, payload?: unknown) => Promise<unknown> } {
    return {
      emitWithAck: (event, payload) =>
        new Promise((answer, fail) => {
          this.asked.push({ event, payload, answer, fail });
        }),
    };
  }

  /** The server pushes an event (or the socket reports one of its own). */
  push(event: string, payload?: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }

  up(): void {
    this.connected = true;
    this.active = true;
    this.push('connect');
  }

  /**
   * The connection drops. socket.io-client fails the unanswered acks; `lose` leaves them hanging
   * instead (never answered, never failed), the worst a dead server instance can do.
   */
  down(acks: 'fail' | 'lose' = 'fail'): void {
    this.connected = false;
    for (const asked of this.asked.splice(0)) {
      if (acks === 'fail') asked.fail(new Error('socket has been disconnected'));
    }
    this.push('disconnect');
  }

  /** The unanswered asks of one event. */
  pending(event: string): Asked[] {
    return this.asked.filter((asked) => asked.event === event);
  }

  /** Answers the oldest unanswered ask of `event`; returns what it carried. */
  answer(event: string, ack: unknown): unknown {
    const index = this.asked.findIndex((asked) => asked.event === event);
    const [asked] = index === -1 ? [] : this.asked.splice(index, 1);
    if (asked === undefined) throw new Error(`nothing asked: ${event}`);
    asked.answer(ack);
    return asked.payload;
  }

  /** Payloads of the events sent without an acknowledgement under one name. */
  sent(event: string): unknown[] {
    return this.emitted.filter((emitted) => emitted.event === event).map(({ args }) => args[0]);
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
}
