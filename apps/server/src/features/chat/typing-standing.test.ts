import { describe, expect, it } from 'vitest';
import { CallFailure } from '../../lib/http/call-failure';
import { TYPING_STANDING_MS, typingStanding } from './typing-standing';

describe('a psychic typing in a chat', () => {
  it('asks once while the chat is in progress, and again after a few seconds', async () => {
    let now = 1_000_000;
    const asked: number[] = [];
    const { assert: mayType, forget } = typingStanding(
      (chatId) => {
        asked.push(chatId);
        return Promise.resolve('active');
      },
      () => now,
    );
    await mayType(1);
    await mayType(1);
    await mayType(2);
    now += TYPING_STANDING_MS - 1;
    await mayType(1);
    expect(asked).toEqual([1, 2]);
    now += 1;
    await mayType(1);
    expect(asked).toEqual([1, 2, 1]);
    // The socket ended chat 2 itself: asked again at once.
    forget(2);
    await mayType(2);
    expect(asked).toEqual([1, 2, 1, 2]);
  });

  it('asks every time when the chat is not in progress, and passes a refusal on', async () => {
    const statuses = ['ended', 'ended', 'refused'];
    let asked = 0;
    const { assert: mayType } = typingStanding(() => {
      asked += 1;
      const status = statuses.shift();
      if (status === 'refused') return Promise.reject(new CallFailure(403, 'Suspended.'));
      return Promise.resolve(status);
    }, Date.now);
    await mayType(7);
    await mayType(7);
    await expect(mayType(7)).rejects.toThrow('Suspended.');
    expect(asked).toBe(3);
  });

  it('does not ask after a message of the socket was stored, until the standing runs out', async () => {
    let now = 1_000_000;
    let asked = 0;
    const { assert: mayType, inProgress } = typingStanding(
      () => {
        asked += 1;
        return Promise.resolve('active');
      },
      () => now,
    );
    inProgress(3);
    await mayType(3);
    now += TYPING_STANDING_MS - 1;
    await mayType(3);
    expect(asked).toBe(0);
    // Another message a little later renews it.
    inProgress(3);
    now += TYPING_STANDING_MS - 1;
    await mayType(3);
    expect(asked).toBe(0);
    now += 1;
    await mayType(3);
    expect(asked).toBe(1);
  });
});
