import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { describe, expect, it } from 'vitest';
import {
  canAccept,
  chatDurationSeconds,
  formatBirthDate,
  formatClock,
  queueView,
  secondsSince,
  secondsUntil,
} from './console-orders';
import { chatOrderFixture } from '../chat/chat-order-fixture';

function order(id: number, status: ChatOrder['status'], onHold = false): ChatOrder {
  return chatOrderFixture({ id, userId: 100 + id, status, onHold });
}

describe('queueView', () => {
  it('puts waiting requests first come first and finds no live chat', () => {
    const view = queueView([order(9, 'queued'), order(3, 'queued', true), order(5, 'queued')]);
    expect(view.live).toBeNull();
    expect(view.waiting.map((o) => o.id)).toEqual([3, 5, 9]);
  });

  it('takes the accepted or active order as the live chat, not as waiting', () => {
    const view = queueView([order(4, 'queued'), order(2, 'accepted_by_consultant')]);
    expect(view.live?.id).toBe(2);
    expect(view.waiting.map((o) => o.id)).toEqual([4]);
  });

  it('prefers the running chat when both an accepted and an active one are listed', () => {
    expect(queueView([order(2, 'accepted_by_consultant'), order(1, 'active')]).live?.id).toBe(1);
  });
});

describe('canAccept', () => {
  it('offers Accept for a waiting request while no chat is live', () => {
    const waiting = order(1, 'queued');
    expect(canAccept(waiting, queueView([waiting]))).toBe(true);
  });

  it('does not offer it for a request on hold', () => {
    const held = order(1, 'queued', true);
    expect(canAccept(held, queueView([held]))).toBe(false);
  });

  it('does not offer it while another chat is accepted or running', () => {
    const waiting = order(2, 'queued');
    expect(canAccept(waiting, queueView([waiting, order(1, 'active')]))).toBe(false);
    expect(canAccept(waiting, queueView([waiting, order(1, 'accepted_by_consultant')]))).toBe(
      false,
    );
  });
});

describe('time helpers', () => {
  it('counts whole seconds since a moment and never below zero', () => {
    const at = Date.parse('2026-11-21T10:00:00.000Z');
    expect(secondsSince('2026-11-21T10:00:00.000Z', at + 61_900)).toBe(61);
    expect(secondsSince('2026-11-21T10:00:00.000Z', at - 5_000)).toBe(0);
  });

  it('counts seconds left up to a moment, rounding up, and 0 once it passed', () => {
    const at = Date.parse('2026-11-21T10:02:00.000Z');
    expect(secondsUntil('2026-11-21T10:02:00.000Z', at - 119_100)).toBe(120);
    expect(secondsUntil('2026-11-21T10:02:00.000Z', at)).toBe(0);
    expect(secondsUntil('2026-11-21T10:02:00.000Z', at + 4_000)).toBe(0);
  });

  it('formats m:ss and h:mm:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3599)).toBe('59:59');
    expect(formatClock(3600 + 62)).toBe('1:01:02');
    expect(formatClock(-3)).toBe('0:00');
  });

  it('measures a chat from its start to its end', () => {
    expect(
      chatDurationSeconds({
        startedAt: '2026-11-21T10:00:00.000Z',
        endedAt: '2026-11-21T10:02:05.900Z',
        pausedAt: null,
        pausedMs: 0,
      }),
    ).toBe(125);
    expect(
      chatDurationSeconds({
        startedAt: null,
        endedAt: '2026-11-21T10:02:05.000Z',
        pausedAt: null,
        pausedMs: 0,
      }),
    ).toBe(0);
  });

  it('measures a chat ended after the psychic lost connection up to the loss', () => {
    expect(
      chatDurationSeconds({
        startedAt: '2026-11-21T10:00:00.000Z',
        endedAt: '2026-11-21T10:02:05.000Z',
        pausedAt: '2026-11-21T10:00:45.000Z',
        pausedMs: 0,
      }),
    ).toBe(45);
    // An earlier pause of 20 s the psychic came back from does not count either.
    expect(
      chatDurationSeconds({
        startedAt: '2026-11-21T10:00:00.000Z',
        endedAt: '2026-11-21T10:02:05.000Z',
        pausedAt: '2026-11-21T10:00:45.000Z',
        pausedMs: 20_000,
      }),
    ).toBe(25);
  });
});

describe('formatBirthDate', () => {
  it('keeps the calendar day whatever the time zone, in the reader language', () => {
    expect(formatBirthDate('1994-03-21', 'en-IN')).toBe('21 March 1994');
    expect(formatBirthDate('1994-03-01', 'de-DE')).toBe('1. März 1994');
    // The UI language alone gives India's and Germany's long forms too (issue 27).
    expect(formatBirthDate('1994-08-15', 'en')).toBe('15 August 1994');
    expect(formatBirthDate('1994-08-15', 'de')).toBe('15. August 1994');
  });

  it('shows anything that is not a plain date as it is', () => {
    expect(formatBirthDate('sometime', 'en-IN')).toBe('sometime');
  });
});
