import type { ChatOrder } from '@lumus/contract/chat/chat-order';

/**
 * A chat order for tests: a fresh request to Asha Rao, nothing accepted, started, billed or ended
 * yet. Each test overrides only the fields its behaviour depends on.
 */
export function chatOrderFixture(overrides: Partial<ChatOrder> = {}): ChatOrder {
  return {
    id: 1,
    userId: 5,
    consultantId: 7,
    consultantName: 'Asha Rao',
    consultantSlug: 'asha-rao',
    kind: 'chat',
    status: 'queued',
    currency: 'INR',
    ratePerMinute: 1500,
    freeSeconds: 0,
    onHold: false,
    createdAt: '2026-11-21T10:00:00.000Z',
    expiresAt: null,
    acceptedAt: null,
    startedAt: null,
    endsAt: null,
    pausedAt: null,
    pausedMs: 0,
    pauseReason: null,
    consentDueAt: null,
    endedAt: null,
    endReason: null,
    billedSeconds: 0,
    amountCharged: 0,
    refunded: false,
    consultantEarnings: 0,
    lastSeq: 0,
    intake: null,
    ...overrides,
  };
}
