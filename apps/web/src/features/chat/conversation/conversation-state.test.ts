import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONVERSATION,
  contiguousSeq,
  conversationReducer,
  latestSeqFrom,
  tickOf,
  unsentMessages,
  type ConversationAction,
  type ConversationState,
} from './conversation-state';
import { TYPING_THROTTLE_MS, typingEmitDue } from './use-typing-notifier';

function stored(seq: number, senderRole: ChatMessage['senderRole'], clientId = `c${seq}`) {
  return {
    chatId: 7,
    seq,
    clientId,
    senderRole,
    text: `message ${seq}`,
    createdAt: `2026-03-10T10:00:${String(seq).padStart(2, '0')}Z`,
    deliveredAt: null,
    readAt: null,
  } satisfies ChatMessage;
}

function nth(state: ConversationState, index: number) {
  const message = state.messages[index];
  if (message === undefined) throw new Error(`no message at ${index}`);
  return message;
}

function run(...actions: ConversationAction[]): ConversationState {
  return actions.reduce(conversationReducer, EMPTY_CONVERSATION);
}

const queued = (clientId: string, text = clientId): ConversationAction => ({
  type: 'queued',
  clientId,
  senderRole: 'user',
  text,
  createdAt: '2026-03-10T10:01:00Z',
});

describe('conversation state', () => {
  it('orders stored messages by seq whatever order they arrive in, and keeps each once', () => {
    const state = run(
      { type: 'stored', messages: [stored(3, 'user'), stored(1, 'consultant')] },
      { type: 'stored', messages: [stored(2, 'user'), stored(3, 'user')] },
    );
    expect(state.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('shows our message as sending, then as sent once the ack (same client id) is stored', () => {
    let state = run({ type: 'stored', messages: [stored(1, 'consultant')] }, queued('a'));
    expect(state.messages.map((m) => [m.seq, tickOf(m)])).toEqual([
      [1, 'sent'],
      [null, 'sending'],
    ]);
    state = conversationReducer(state, { type: 'stored', messages: [stored(2, 'user', 'a')] });
    expect(state.messages).toHaveLength(2);
    expect(state.messages[1]).toMatchObject({ seq: 2, clientId: 'a', delivery: 'stored' });
    expect(tickOf(nth(state, 1))).toBe('sent');
  });

  it('keeps unsent messages after the stored ones, in the order they were written', () => {
    const state = run(queued('a'), queued('b'), {
      type: 'stored',
      messages: [stored(1, 'consultant'), stored(2, 'user', 'b')],
    });
    expect(state.messages.map((m) => m.clientId)).toEqual(['c1', 'b', 'a']);
    expect(unsentMessages(state, 'user').map((m) => m.clientId)).toEqual(['a']);
    // Queuing the same client id again (a reload restoring it) does not duplicate it.
    expect(conversationReducer(state, queued('a')).messages).toHaveLength(3);
  });

  it('marks a refused message failed, which is then no longer sent again', () => {
    const state = run(queued('a'), {
      type: 'failed',
      senderRole: 'user',
      clientId: 'a',
      reason: 'This chat is not active.',
    });
    expect(tickOf(nth(state, 0))).toBe('failed');
    expect(state.messages[0]?.failureReason).toBe('This chat is not active.');
    expect(unsentMessages(state, 'user')).toEqual([]);
  });

  it('applies a receipt to the messages of the side that did not send it, up to the seq', () => {
    const base = run({
      type: 'stored',
      messages: [stored(1, 'user'), stored(2, 'consultant'), stored(3, 'user')],
    });
    const echo = conversationReducer(base, {
      type: 'receipt',
      by: 'user',
      kind: 'read',
      seq: 3,
      at: '2026-03-10T10:02:00Z',
    });
    // Our own read receipt (echoed to the room) marks their message, not ours.
    expect(echo.messages.map(tickOf)).toEqual(['sent', 'read', 'sent']);

    const delivered = conversationReducer(base, {
      type: 'receipt',
      by: 'consultant',
      kind: 'delivered',
      seq: 1,
      at: '2026-03-10T10:02:00Z',
    });
    expect(delivered.messages.map(tickOf)).toEqual(['delivered', 'sent', 'sent']);
    const read = conversationReducer(delivered, {
      type: 'receipt',
      by: 'consultant',
      kind: 'read',
      seq: 3,
      at: '2026-03-10T10:03:00Z',
    });
    expect(read.messages.map(tickOf)).toEqual(['read', 'sent', 'read']);
    // Delivered is kept from the first receipt; read implies delivered.
    expect(read.messages[0]).toMatchObject({
      deliveredAt: '2026-03-10T10:02:00Z',
      readAt: '2026-03-10T10:03:00Z',
    });
    expect(read.messages[2]?.deliveredAt).toBe('2026-03-10T10:03:00Z');
  });

  it('keeps receipt times a later, older copy of the message does not have yet', () => {
    const state = run(
      { type: 'stored', messages: [stored(1, 'user')] },
      { type: 'receipt', by: 'consultant', kind: 'read', seq: 1, at: '2026-03-10T10:05:00Z' },
      { type: 'stored', messages: [stored(1, 'user')] },
    );
    expect(tickOf(nth(state, 0))).toBe('read');
  });

  it('finds the last contiguous seq to sync from, and the newest seq of a side', () => {
    expect(contiguousSeq(EMPTY_CONVERSATION)).toBe(0);
    const gap = run(
      { type: 'stored', messages: [stored(1, 'user'), stored(2, 'consultant'), stored(4, 'user')] },
      queued('x'),
    );
    expect(contiguousSeq(gap)).toBe(2);
    expect(latestSeqFrom(gap, 'user')).toBe(4);
    expect(latestSeqFrom(gap, 'consultant')).toBe(2);
    const filled = conversationReducer(gap, { type: 'stored', messages: [stored(3, 'user')] });
    expect(contiguousSeq(filled)).toBe(4);
  });

  it('resets to empty', () => {
    expect(run(queued('a'), { type: 'reset' })).toEqual(EMPTY_CONVERSATION);
  });
});

describe('typing throttle', () => {
  it('emits on the first keystroke, then at most once per interval', () => {
    expect(typingEmitDue(null, 1_000)).toBe(true);
    expect(typingEmitDue(1_000, 1_000 + TYPING_THROTTLE_MS - 1)).toBe(false);
    expect(typingEmitDue(1_000, 1_000 + TYPING_THROTTLE_MS)).toBe(true);
  });
});
