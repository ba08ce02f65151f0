/**
 * The part of socket.io-client's `Socket` the dispatcher uses. The tab's one socket is such a
 * socket; a unit test's fake socket (`fake-socket.ts`) is another, so hooks are tested on the very
 * seam they run on. Everything that crosses it is unchecked; the dispatcher checks it.
 */
export interface RealtimeSocket {
  readonly connected: boolean;
  /** Connected, or trying to (socket.io-client reconnects by itself while active). */
  readonly active: boolean;
  connect(): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  /** Rejects after `ms` without an answer, or when the connection drops before one. */
  timeout(ms: number): { emitWithAck(event: string, ...args: unknown[]): Promise<unknown> };
}
