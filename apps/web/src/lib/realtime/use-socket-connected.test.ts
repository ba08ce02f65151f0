import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from './fake-socket';
import { createRealtimeDispatcher } from './realtime-dispatcher';
import { useSocketConnected } from './use-socket-connected';

function setup(socket = new FakeSocket()) {
  const realtime = createRealtimeDispatcher(socket, () => undefined);
  return { socket, factory: () => realtime };
}

describe('useSocketConnected', () => {
  it('follows connect and disconnect and opens an idle socket', () => {
    const { socket, factory } = setup();
    const { result, unmount } = renderHook(() => useSocketConnected(factory));
    expect(result.current).toBe(false);
    expect(socket.connectCalls).toBe(1);
    act(() => {
      socket.up();
    });
    expect(result.current).toBe(true);
    act(() => {
      socket.down();
    });
    expect(result.current).toBe(false);
    unmount();
  });

  it('starts connected when the shared socket already is', () => {
    const socket = new FakeSocket();
    socket.up();
    const { factory } = setup(socket);
    const { result } = renderHook(() => useSocketConnected(factory));
    expect(result.current).toBe(true);
    expect(socket.connectCalls).toBe(0);
  });
});
