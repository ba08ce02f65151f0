import { describe, expect, it } from 'vitest';
import { chatOrderFixture } from '../chat/chat-order-fixture';
import { callScreenState, connectedSeconds } from './call-clock';

const T0 = Date.parse('2026-11-21T10:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

describe('connectedSeconds', () => {
  it('counts from the start less the pauses, and stands still during one', () => {
    const order = chatOrderFixture({
      kind: 'call',
      status: 'active',
      startedAt: at(0),
      endsAt: at(600),
      pausedMs: 8_000,
    });
    expect(connectedSeconds(order, T0 + 70_000)).toBe(62);
    const paused = { ...order, pausedAt: at(50), pauseReason: 'media' as const };
    expect(connectedSeconds(paused, T0 + 70_000)).toBe(42);
  });

  it('stops at the end, and never runs past the deadline', () => {
    const ended = chatOrderFixture({
      kind: 'call',
      status: 'ended',
      startedAt: at(0),
      endsAt: at(600),
      endedAt: at(90),
    });
    expect(connectedSeconds(ended, Number.POSITIVE_INFINITY)).toBe(90);
    const late = { ...ended, endedAt: at(700) };
    expect(connectedSeconds(late, Number.POSITIVE_INFINITY)).toBe(600);
    expect(connectedSeconds(chatOrderFixture(), T0)).toBe(0);
  });
});

describe('callScreenState', () => {
  const active = chatOrderFixture({ kind: 'call', status: 'active', startedAt: at(0) });
  const waiting = { ...active, pausedAt: at(0), pauseReason: 'media' as const };
  const none = { linkUp: false, billed: false };

  it('connects, then is connected', () => {
    expect(callScreenState(waiting, 'starting', none)).toBe('connecting');
    expect(callScreenState(waiting, 'connecting', none)).toBe('connecting');
    // Our audio flows; the server still waits for the other side's first report.
    expect(callScreenState(waiting, 'connected', { linkUp: true, billed: false })).toBe(
      'connected',
    );
  });

  it('reconnects when the audio drops after it had flowed, here or on the other side', () => {
    expect(callScreenState(active, 'reconnecting', { linkUp: true, billed: true })).toBe(
      'reconnecting',
    );
    expect(callScreenState(waiting, 'connected', { linkUp: true, billed: true })).toBe(
      'reconnecting',
    );
  });

  it('is ended once the order is', () => {
    expect(callScreenState({ ...active, status: 'ended' }, 'connected', none)).toBe('ended');
  });
});
