import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../lib/realtime/fake-socket';
import { createRealtimeDispatcher } from '../../lib/realtime/realtime-dispatcher';
import { consoleKeys } from './api/console-keys';
import { useConsoleEvents } from './use-console-events';
import { chatOrderFixture } from '../chat/chat-order-fixture';

const ME = 7;

function order(consultantId: number): ChatOrder {
  return chatOrderFixture({ id: 11, consultantId });
}

function setup() {
  const socket = new FakeSocket();
  const realtime = createRealtimeDispatcher(socket, () => undefined);
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const factory = () => realtime;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useConsoleEvents(ME, factory), { wrapper });
  return { socket, invalidate, hook };
}

describe('useConsoleEvents', () => {
  it("refetches the console when this psychic's queue changes, not another's", () => {
    const { socket, invalidate } = setup();
    socket.push('console:queue', { consultantId: 99 });
    expect(invalidate).not.toHaveBeenCalled();
    socket.push('console:queue', { consultantId: ME });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: consoleKeys.all });
  });

  it('refetches on an order event of this psychic and drops malformed or foreign ones', () => {
    const { socket, invalidate } = setup();
    socket.push('chat:order', { kind: 'accepted', order: { id: 11 } });
    socket.push('chat:order', { kind: 'accepted', order: order(99) });
    expect(invalidate).not.toHaveBeenCalled();
    socket.push('chat:order', { kind: 'ended', order: order(ME) });
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it("refetches when an admin suspends this psychic or lifts it, not another's", () => {
    const { socket, invalidate } = setup();
    socket.push('console:suspension', { consultantId: 99, suspended: true });
    socket.push('console:suspension', { consultantId: ME });
    expect(invalidate).not.toHaveBeenCalled();
    socket.push('console:suspension', { consultantId: ME, suspended: true });
    socket.push('console:suspension', { consultantId: ME, suspended: false });
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('refetches after every (re)connection, which may have missed pushes', () => {
    const { socket, invalidate } = setup();
    socket.push('connect');
    socket.push('connect');
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('tells the server the console is open on every connection and closed on leaving', () => {
    const { socket, hook } = setup();
    const emitted = () => socket.emitted.map(({ event }) => event);
    expect(emitted()).toEqual([]);
    socket.up();
    socket.up();
    expect(emitted()).toEqual(['console:present', 'console:present']);
    hook.unmount();
    expect(emitted().at(-1)).toBe('console:absent');
  });

  it('is present once the server answers console:present, until the connection drops', () => {
    const { socket, hook } = setup();
    socket.up();
    expect(hook.result.current.present).toBe(false);
    const answer = socket.emitted.find(({ event }) => event === 'console:present')?.args.at(-1);
    if (typeof answer !== 'function') throw new Error('console:present was sent without an ack');
    act(() => {
      (answer as (ack: unknown) => void)({ ok: true });
    });
    expect(hook.result.current.present).toBe(true);
    act(() => {
      socket.down();
    });
    expect(hook.result.current.present).toBe(false);
  });

  it('stops listening when the console unmounts', () => {
    const { socket, invalidate, hook } = setup();
    hook.unmount();
    socket.push('console:queue', { consultantId: ME });
    socket.push('chat:order', { kind: 'ended', order: order(ME) });
    socket.push('console:suspension', { consultantId: ME, suspended: true });
    socket.up();
    expect(invalidate).not.toHaveBeenCalled();
    expect(socket.emitted).toEqual([]);
  });
});
