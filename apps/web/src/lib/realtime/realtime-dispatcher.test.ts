import { serverEventSchemas } from '@lumus/contract/realtime/realtime-events';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { FakeSocket } from './fake-socket';
import { RealtimeRefusal, createRealtimeDispatcher } from './realtime-dispatcher';

function setup() {
  const socket = new FakeSocket();
  const invalid = vi.fn<(what: string, error: z.ZodError) => void>();
  const realtime = createRealtimeDispatcher(socket, invalid);
  return { socket, invalid, realtime };
}

const status = {
  id: 4,
  slug: 'asha-rao',
  status: 'online',
  changedAt: '2026-11-26T10:00:00.000Z',
} as const;

describe('createRealtimeDispatcher', () => {
  it('parses each event once and hands it to every subscriber in the order it came', () => {
    const { socket, realtime } = setup();
    const seen: string[] = [];
    const parse = vi.spyOn(serverEventSchemas['console:queue'], 'safeParse');
    realtime.on('console:queue', ({ consultantId }) => seen.push(`a${consultantId}`));
    realtime.on('console:queue', ({ consultantId }) => seen.push(`b${consultantId}`));
    realtime.on('consultant:status', (event) => seen.push(event.status));
    expect(socket.listenerCount()).toBe(4);
    socket.push('console:queue', { consultantId: 1 });
    socket.push('consultant:status', status);
    socket.push('console:queue', { consultantId: 2 });
    expect(seen).toEqual(['a1', 'b1', 'online', 'a2', 'b2']);
    // One schema run per event, whatever the number of subscribers.
    expect(parse).toHaveBeenCalledTimes(2);
    parse.mockRestore();
  });

  it('drops an event that does not parse and reports it', () => {
    const { socket, invalid, realtime } = setup();
    const handler = vi.fn();
    realtime.on('consultant:status', handler);
    socket.push('consultant:status', { ...status, status: 'away' });
    expect(handler).not.toHaveBeenCalled();
    expect(invalid).toHaveBeenCalledWith('event consultant:status', expect.anything());
    socket.push('consultant:status', status);
    expect(handler).toHaveBeenCalledWith(status);
  });

  it('stops handing events to a subscriber that let go', () => {
    const { socket, realtime } = setup();
    const handler = vi.fn();
    const stop = realtime.on('console:queue', handler);
    stop();
    socket.push('console:queue', { consultantId: 1 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('tells subscribers about every connection and disconnection', () => {
    const { socket, realtime } = setup();
    const seen: string[] = [];
    const stop = realtime.onConnect(() => seen.push('up'));
    realtime.onDisconnect(() => seen.push('down'));
    expect(realtime.connected).toBe(false);
    socket.up();
    expect(realtime.connected).toBe(true);
    socket.down();
    stop();
    socket.up();
    expect(seen).toEqual(['up', 'down']);
  });

  it('opens an idle socket only', () => {
    const { socket, realtime } = setup();
    realtime.open();
    realtime.open();
    expect(socket.connectCalls).toBe(1);
  });

  it('resolves an ask with the checked answer and rejects a refusal or a malformed answer', async () => {
    const { socket, invalid, realtime } = setup();
    const synced = realtime.ask('chat:sync', { chatId: 11, afterSeq: 0 }, 1000);
    const sent = socket.answer('chat:sync', { ok: true, messages: [], extra: 1 });
    expect(sent).toEqual({ chatId: 11, afterSeq: 0 });
    await expect(synced).resolves.toEqual({ ok: true, messages: [] });

    const refused = realtime.ask('chat:sync', { chatId: 12, afterSeq: 0 }, 1000);
    socket.answer('chat:sync', { ok: false, status: 403, reason: 'Not yours.' });
    await expect(refused).rejects.toEqual(new RealtimeRefusal(403, 'Not yours.'));

    const malformed = realtime.ask('chat:sync', { chatId: 13, afterSeq: 0 }, 1000);
    socket.answer('chat:sync', { ok: true, messages: [{ seq: 1 }] });
    const error: unknown = await malformed.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(RealtimeRefusal);
    expect(invalid).toHaveBeenCalledWith('the answer to chat:sync', expect.anything());
  });

  it('sends events without an acknowledgement as they are', () => {
    const { socket, realtime } = setup();
    realtime.emit('chat:typing', { chatId: 11, typing: true });
    realtime.emit('catalogue:subscribe');
    expect(socket.emitted).toEqual([
      { event: 'chat:typing', args: [{ chatId: 11, typing: true }] },
      { event: 'catalogue:subscribe', args: [] },
    ]);
  });
});
