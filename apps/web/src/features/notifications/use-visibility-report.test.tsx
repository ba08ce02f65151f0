import { renderHook } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { useVisibilityReport } from './use-visibility-report';

type Handler = () => void;

/** The socket.io-client calls the hook makes, recording what it says. */
class RecordingSocket {
  connected = true;
  readonly said: unknown[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();
  emit(event: string, payload: unknown) {
    if (event === 'page:visibility') this.said.push(payload);
    return this;
  }
  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(handler);
    return this;
  }
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }
  fire(event: string) {
    for (const handler of this.handlers.get(event) ?? []) handler();
  }
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  setVisibility('visible');
});

describe('useVisibilityReport', () => {
  it('says whether the page is seen: at once, on every change and reconnection, and not when left', () => {
    const socket = new RecordingSocket();
    const factory = () => socket as unknown as Socket;
    const hook = renderHook(() => {
      useVisibilityReport({ console: true }, factory);
    });
    expect(socket.said).toEqual([{ visible: true, console: true }]);

    setVisibility('hidden');
    expect(socket.said.at(-1)).toEqual({ visible: false, console: true });
    socket.fire('connect');
    expect(socket.said.at(-1)).toEqual({ visible: false, console: true });
    setVisibility('visible');
    expect(socket.said.at(-1)).toEqual({ visible: true, console: true });

    hook.unmount();
    expect(socket.said.at(-1)).toEqual({ visible: false, console: true });
    const count = socket.said.length;
    setVisibility('hidden');
    expect(socket.said).toHaveLength(count);
  });

  it('waits for the connection before its first report', () => {
    const socket = new RecordingSocket();
    socket.connected = false;
    const factory = () => socket as unknown as Socket;
    renderHook(() => {
      useVisibilityReport({ console: false }, factory);
    });
    expect(socket.said).toEqual([]);
    socket.fire('connect');
    expect(socket.said).toEqual([{ visible: true, console: false }]);
  });
});
