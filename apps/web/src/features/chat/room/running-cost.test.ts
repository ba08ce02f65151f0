import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { describe, expect, it } from 'vitest';
import { runningCost } from './running-cost';
import { chatOrderFixture } from '../chat-order-fixture';

const START = Date.parse('2026-11-25T20:00:00.000Z');

function order(overrides: Partial<ChatOrder>): ChatOrder {
  return chatOrderFixture({
    id: 1,
    userId: 2,
    consultantId: 3,
    consultantName: 'Mira Sen',
    consultantSlug: 'mira-sen',
    status: 'active',
    ratePerMinute: 3_000,
    createdAt: new Date(START - 60_000).toISOString(),
    startedAt: new Date(START).toISOString(),
    endsAt: new Date(START + 600_000).toISOString(),
    ...overrides,
  });
}

describe('running cost of a chat', () => {
  it('charges whole seconds at the per-minute rate, rounded down', () => {
    expect(runningCost(order({}), START)).toBe(0);
    // 50.9 s count as 50: 50 × 3000 / 60 = 2500 paise.
    expect(runningCost(order({}), START + 50_900)).toBe(2_500);
    expect(runningCost(order({ ratePerMinute: 2_999 }), START + 1_000)).toBe(49);
  });

  it('starts after the free seconds and stops at the deadline', () => {
    expect(runningCost(order({ freeSeconds: 120 }), START + 100_000)).toBe(0);
    expect(runningCost(order({ freeSeconds: 120 }), START + 180_000)).toBe(3_000);
    expect(runningCost(order({}), START + 900_000)).toBe(30_000);
  });

  it('leaves out the time the psychic was gone, during a pause and after a return', () => {
    const pausedAt = new Date(START + 30_000).toISOString();
    // Paused at 30 s: the cost stands still at 30 s however long the pause lasts.
    expect(runningCost(order({ pausedAt }), START + 50_000)).toBe(1_500);
    // Back after a 20 s pause: 50 s on the clock are 30 s billed.
    expect(runningCost(order({ pausedMs: 20_000 }), START + 50_000)).toBe(1_500);
  });

  it('is null unless the chat runs', () => {
    expect(runningCost(order({ status: 'ended' }), START + 10_000)).toBeNull();
    expect(runningCost(order({ startedAt: null }), START + 10_000)).toBeNull();
  });
});
