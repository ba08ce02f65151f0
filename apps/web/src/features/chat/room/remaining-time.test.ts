import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { describe, expect, it } from 'vitest';
import { chatDurationSeconds, formatClock, remainingTime } from './remaining-time';
import { chatOrderFixture } from '../chat-order-fixture';

const start = Date.parse('2026-03-10T10:00:00Z');
const at = (seconds: number) => new Date(start + seconds * 1000).toISOString();

function order(patch: Partial<ChatOrder>): ChatOrder {
  return chatOrderFixture({
    id: 1,
    userId: 2,
    consultantId: 3,
    consultantName: 'Mira',
    consultantSlug: 'mira',
    status: 'active',
    ratePerMinute: 1200,
    createdAt: at(-60),
    acceptedAt: at(-10),
    startedAt: at(0),
    endsAt: at(600),
    ...patch,
  });
}

describe('remaining chat time', () => {
  it('counts down to the deadline and gives the share left for the bar', () => {
    expect(remainingTime(order({}), start + 150_000)).toEqual({
      seconds: 450,
      fraction: 0.75,
      freeSeconds: 0,
    });
    // Part of a second left still shows as a second; past the deadline it stays at zero.
    expect(remainingTime(order({}), start + 599_500)?.seconds).toBe(1);
    expect(remainingTime(order({}), start + 700_000)).toMatchObject({ seconds: 0, fraction: 0 });
  });

  it('follows a deadline moved out by a recharge', () => {
    const extended = order({ endsAt: at(1200) });
    expect(remainingTime(extended, start + 600_000)).toMatchObject({ seconds: 600, fraction: 0.5 });
  });

  it("stands still while the psychic's console is gone", () => {
    const paused = order({ pausedAt: at(150) });
    expect(remainingTime(paused, start + 150_000)?.seconds).toBe(450);
    expect(remainingTime(paused, start + 400_000)?.seconds).toBe(450);
  });

  it('counts a chat ended while paused up to the pause', () => {
    const ended = order({ status: 'ended', pausedAt: at(45), endedAt: at(120) });
    expect(chatDurationSeconds(ended)).toBe(45);
  });

  it('tracks the free minutes of a first chat', () => {
    expect(remainingTime(order({ freeSeconds: 180 }), start + 60_000)?.freeSeconds).toBe(120);
    expect(remainingTime(order({ freeSeconds: 180 }), start + 240_000)?.freeSeconds).toBe(0);
  });

  it('has no clock before the start or after the end', () => {
    expect(remainingTime(order({ status: 'accepted_by_consultant', startedAt: null }), start)).toBe(
      null,
    );
    expect(remainingTime(order({ status: 'ended', endedAt: at(30) }), start)).toBe(null);
  });
});

describe('clock and duration', () => {
  it('formats m:ss and h:mm:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3_725)).toBe('1:02:05');
  });

  it('measures a chat up to its end, never past the deadline', () => {
    expect(chatDurationSeconds(order({ status: 'ended', endedAt: at(125.9) }))).toBe(125);
    expect(chatDurationSeconds(order({ status: 'ended', endedAt: at(700) }))).toBe(600);
    expect(chatDurationSeconds(order({ status: 'cancelled', startedAt: null }))).toBe(0);
  });
});
