import type { SupportMessageEvent, SupportThread } from '@lumus/contract/support/support';
import { describe, expect, it } from 'vitest';
import { withMessage, withStatus } from './use-support-events';

const thread: SupportThread = {
  conversation: {
    id: 7,
    reason: 'session_cut_off',
    status: 'open',
    chatOrderId: 3,
    paymentLogId: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    lastMessage: 'It stopped.',
  },
  messages: [
    {
      id: 1,
      conversationId: 7,
      author: 'user',
      authorName: null,
      text: 'It stopped.',
      internal: false,
      image: null,
      createdAt: '2026-11-26T10:00:00.000Z',
    },
  ],
  imageMaxBytes: 5 * 1024 * 1024,
};

const reply: SupportMessageEvent = {
  message: {
    id: 2,
    conversationId: 7,
    author: 'staff',
    authorName: 'Riya',
    text: 'Looking into it.',
    internal: false,
    image: { id: 'a'.repeat(32), contentType: 'image/png', size: 2048 },
    createdAt: '2026-11-26T10:05:00.000Z',
  },
  conversation: { id: 7, status: 'waiting_for_user' },
};

describe('withMessage', () => {
  it('appends a reply and takes the conversation’s new status', () => {
    const next = withMessage(thread, reply);
    expect(next?.messages.map((m) => m.id)).toEqual([1, 2]);
    // The reply's image comes with it; the thread keeps what it knew besides.
    expect(next?.messages[1]?.image).toEqual(reply.message.image);
    expect(next?.imageMaxBytes).toBe(thread.imageMaxBytes);
    expect(next?.conversation).toMatchObject({
      status: 'waiting_for_user',
      lastMessage: 'Looking into it.',
      updatedAt: '2026-11-26T10:05:00.000Z',
    });
  });

  it('keeps a message it already has once (the sender’s answer and the event both bring it)', () => {
    const once = withMessage(thread, reply);
    expect(withMessage(once, reply)).toBe(once);
  });

  it('leaves a thread that is not loaded alone', () => {
    expect(withMessage(undefined, reply)).toBeUndefined();
  });
});

describe('a status change from the team', () => {
  it('changes the cached thread it is about and no other', () => {
    const resolved = withStatus(thread, { conversation: { id: 7, status: 'resolved' } });
    expect(resolved?.conversation.status).toBe('resolved');
    expect(resolved?.messages).toBe(thread.messages);
    expect(withStatus(thread, { conversation: { id: 8, status: 'resolved' } })).toBe(thread);
    expect(withStatus(undefined, { conversation: { id: 7, status: 'open' } })).toBeUndefined();
  });
});
