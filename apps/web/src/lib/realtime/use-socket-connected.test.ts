import { act, renderHook } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { useSocketConnected } from './use-socket-connected';

type Handler = () => void;

/** The socket.io-client surface the hook uses: connection state, its events, connect(). */
class ScriptedSocket {
  connected = false;
  active = false;
  connectCalls = 0;
  private readonly handlers = new Map<string, Set<Handler>>();
  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(handler);
    return this;
  }
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }
  connect() {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }
  /** The connection state changes and the socket says so, as socket.io-client does. */
  change(connected: boolean) {
    this.connected = connected;
    for (const handler of this.handlers.get(connected ? 'connect' : 'disconnect') ?? []) handler();
  }
  listeners() {
    return [...this.handlers.values()].reduce((sum, set) => sum + set.size, 0);
  }
}

describe('useSocketConnected', () => {
  it('follows connect and disconnect, opens an idle socket, and lets go on unmount', () => {
    const socket = new ScriptedSocket();
    const factory = () => socket as unknown as Socket;
    const { result, unmount } = renderHook(() => useSocketConnected(factory));
    expect(result.current).toBe(false);
    expect(socket.connectCalls).toBe(1);
    act(() => {
      socket.change(true);
    });
    expect(result.current).toBe(true);
    act(() => {
      socket.change(false);
    });
    expect(result.current).toBe(false);
    unmount();
    expect(socket.listeners()).toBe(0);
  });

  it('starts connected when the shared socket already is', () => {
    const socket = new ScriptedSocket();
    socket.connected = true;
    socket.active = true;
    const { result } = renderHook(() => useSocketConnected(() => socket as unknown as Socket));
    expect(result.current).toBe(true);
    expect(socket.connectCalls).toBe(0);
  });
});
