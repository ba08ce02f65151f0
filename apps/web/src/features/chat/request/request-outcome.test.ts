import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { describe, expect, it } from 'vitest';
import { outcomeTextKey } from './request-outcome';

const order = (status: ChatOrder['status'], endReason: ChatOrder['endReason'] = null) =>
  ({ status, endReason }) as ChatOrder;

describe('what the waiting screen says about a request that closed without a chat', () => {
  it('names the release cause when the psychic went away or was suspended', () => {
    expect(outcomeTextKey(order('declined', 'consultant_away'))).toBe(
      'chat.room.ended_reason.consultant_away',
    );
    expect(outcomeTextKey(order('declined', 'consultant_suspended'))).toBe(
      'chat.room.ended_reason.consultant_suspended',
    );
  });

  it('otherwise says how it closed', () => {
    expect(outcomeTextKey(order('declined'))).toBe('chat.room.closed.declined');
    expect(outcomeTextKey(order('expired'))).toBe('chat.room.closed.expired');
    expect(outcomeTextKey(order('cancelled'))).toBe('chat.room.closed.cancelled');
  });
});
