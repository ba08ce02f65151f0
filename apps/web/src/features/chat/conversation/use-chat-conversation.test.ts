import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../lib/realtime/fake-socket';
import { createRealtimeDispatcher } from '../../../lib/realtime/realtime-dispatcher';
import { chatOrderFixture } from '../chat-order-fixture';
import { tickOf } from './conversation-state';
import { useChatConversation } from './use-chat-conversation';

const CHAT_ID = 41;
const ORDER = chatOrderFixture({ id: CHAT_ID, status: 'active' });

function stored(seq: number, senderRole: ChatMessage['senderRole'], text: string, clientId = text) {
  return {
    chatId: CHAT_ID,
    seq,
    clientId,
    senderRole,
    text,
    createdAt: '2026-03-10T10:00:00Z',
    deliveredAt: null,
    readAt: null,
  } satisfies ChatMessage;
}

/**
 * The hook on the tab's real dispatcher over a fake socket: the test plays the server (answers
 * every ack, pushes events) and the network (drops and restores the connection).
 */
function start(socket = new FakeSocket()) {
  const realtime = createRealtimeDispatcher(socket, () => undefined);
  // One factory for every render: a new one would open the conversation again.
  const options = { realtime: () => realtime };
  const view = renderHook(() => useChatConversation(CHAT_ID, 'user', options));
  return { socket, view };
}

/** Answers the oldest ask of `event` once it has been asked, and lets the hook take the answer. */
async function answerWhenAsked(socket: FakeSocket, event: string, ack: unknown): Promise<unknown> {
  await waitFor(() => {
    expect(socket.pending(event)).toHaveLength(1);
  });
  let payload: unknown;
  await act(async () => {
    payload = socket.answer(event, ack);
    await Promise.resolve();
  });
  return payload;
}

/** The server answers the join and the catch-up that follow every connect; returns the sync's. */
async function joinAndSync(socket: FakeSocket, messages: ChatMessage[] = []): Promise<unknown> {
  await answerWhenAsked(socket, 'chat:join', { ok: true, order: ORDER });
  return answerWhenAsked(socket, 'chat:sync', { ok: true, messages });
}

function sendPayload(socket: FakeSocket): { clientId: string; text: string } {
  const payload = socket.pending('chat:send')[0]?.payload;
  if (typeof payload !== 'object' || payload === null) throw new Error('nothing sent');
  return {
    clientId: 'clientId' in payload ? String(payload.clientId) : '',
    text: 'text' in payload ? String(payload.text) : '',
  };
}

/** Waits until exactly one send is on its way and acks it as stored with `seq`; returns its text. */
async function ackTheOneSend(socket: FakeSocket, seq: number): Promise<string> {
  await waitFor(() => {
    expect(socket.pending('chat:send')).toHaveLength(1);
  });
  const { clientId, text } = sendPayload(socket);
  await act(async () => {
    socket.answer('chat:send', { ok: true, message: stored(seq, 'user', text, clientId) });
    await Promise.resolve();
  });
  return text;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  sessionStorage.clear();
  setVisibility('visible');
});

// Longer than Testing Library's 5 s wait, so a missing step fails with what was asked instead.
describe('useChatConversation', { timeout: 15_000 }, () => {
  it('sends our messages one at a time in written order, also when resending after a reconnect', async () => {
    const { socket, view } = start();
    // Written while offline.
    act(() => {
      view.result.current.send('one');
      view.result.current.send('two');
      view.result.current.send('three');
    });
    act(() => {
      socket.up();
    });
    await joinAndSync(socket);
    // Only the oldest is on its way; the next goes when it is answered.
    const sent = [await ackTheOneSend(socket, 1), await ackTheOneSend(socket, 2)];

    // 'three' is on its way when the connection drops; 'four' is written meanwhile.
    await waitFor(() => {
      expect(socket.pending('chat:send')).toHaveLength(1);
    });
    const lost = sendPayload(socket);
    expect(lost.text).toBe('three');
    act(() => {
      socket.down();
      view.result.current.send('four');
    });
    act(() => {
      socket.up();
    });
    await joinAndSync(socket);
    // The resend carries the same client id, so the server stores it once.
    await waitFor(() => {
      expect(socket.pending('chat:send')).toHaveLength(1);
    });
    expect(sendPayload(socket)).toEqual(lost);
    sent.push(await ackTheOneSend(socket, 3), await ackTheOneSend(socket, 4));
    expect(sent).toEqual(['one', 'two', 'three', 'four']);
    await waitFor(() => {
      expect(view.result.current.messages.map((m) => [m.seq, m.text, m.delivery])).toEqual([
        [1, 'one', 'stored'],
        [2, 'two', 'stored'],
        [3, 'three', 'stored'],
        [4, 'four', 'stored'],
      ]);
    });
  });

  it('fetches what is missing as soon as a push or an ack shows a gap in the seqs', async () => {
    const { socket, view } = start();
    act(() => {
      socket.up();
    });
    await joinAndSync(socket, [stored(1, 'consultant', 'hello'), stored(2, 'user', 'hi')]);

    // A push skips seqs 3 and 4 (sent while this socket was reconnecting).
    act(() => {
      socket.push('chat:message', stored(5, 'consultant', 'five'));
    });
    const firstGap = await answerWhenAsked(socket, 'chat:sync', {
      ok: true,
      messages: [stored(3, 'consultant', 'three'), stored(4, 'consultant', 'four')],
    });
    expect(firstGap).toEqual({ chatId: CHAT_ID, afterSeq: 2 });
    await waitFor(() => {
      expect(view.result.current.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    });

    // Our own message is acked with seq 7: seq 6 (stored, never pushed to us) is fetched at once.
    act(() => {
      view.result.current.send('seven');
    });
    await waitFor(() => {
      expect(socket.pending('chat:send')).toHaveLength(1);
    });
    const { clientId } = sendPayload(socket);
    await act(async () => {
      socket.answer('chat:send', { ok: true, message: stored(7, 'user', 'seven', clientId) });
      await Promise.resolve();
    });
    const secondGap = await answerWhenAsked(socket, 'chat:sync', {
      ok: true,
      messages: [stored(6, 'consultant', 'six'), stored(7, 'user', 'seven', clientId)],
    });
    expect(secondGap).toEqual({ chatId: CHAT_ID, afterSeq: 5 });
    await waitFor(() => {
      expect(view.result.current.messages.map((m) => [m.seq, m.text])).toEqual([
        [1, 'hello'],
        [2, 'hi'],
        [3, 'three'],
        [4, 'four'],
        [5, 'five'],
        [6, 'six'],
        [7, 'seven'],
      ]);
    });
  });

  it('joins again after a reconnect and catches up from the last contiguous seq', async () => {
    const { socket, view } = start();
    expect(socket.connectCalls).toBe(1);
    act(() => {
      socket.up();
    });
    await joinAndSync(socket, [stored(1, 'consultant', 'one'), stored(3, 'consultant', 'three')]);
    await waitFor(() => {
      expect(view.result.current.phase).toBe('ready');
    });
    expect(view.result.current.connected).toBe(true);
    expect(view.result.current.order).toEqual(ORDER);

    act(() => {
      socket.down();
    });
    expect(view.result.current.connected).toBe(false);
    act(() => {
      socket.up();
    });
    expect(view.result.current.connected).toBe(true);
    // Seq 2 is missing: the catch-up starts after 1, not after the highest seq (3).
    const caughtUp = await joinAndSync(socket, [
      stored(2, 'consultant', 'two'),
      stored(3, 'consultant', 'three'),
      stored(4, 'consultant', 'four'),
    ]);
    expect(caughtUp).toEqual({ chatId: CHAT_ID, afterSeq: 1 });
    await waitFor(() => {
      expect(view.result.current.messages.map((m) => m.text)).toEqual([
        'one',
        'two',
        'three',
        'four',
      ]);
    });
  });

  it('sends again at once after a reconnect, even when the lost send is never answered', async () => {
    const { socket, view } = start();
    act(() => {
      socket.up();
    });
    await joinAndSync(socket);
    act(() => {
      view.result.current.send('lost');
    });
    await waitFor(() => {
      expect(socket.pending('chat:send')).toHaveLength(1);
    });
    const lost = sendPayload(socket);
    act(() => {
      socket.down('lose');
    });
    act(() => {
      socket.up();
    });
    await joinAndSync(socket);
    // Not after the ack time-out: the old connection's send no longer holds the queue.
    await waitFor(() => {
      expect(socket.pending('chat:send')).toHaveLength(1);
    });
    expect(sendPayload(socket)).toEqual(lost);
  });

  it('sends again, with the same client id, what a reload left unsent', async () => {
    const first = start();
    act(() => {
      first.view.result.current.send('written before the reload');
    });
    const [queued] = first.view.result.current.messages;
    first.view.unmount();

    const { socket, view } = start();
    expect(view.result.current.messages.map((m) => [m.text, m.delivery])).toEqual([
      ['written before the reload', 'sending'],
    ]);
    act(() => {
      socket.up();
    });
    await joinAndSync(socket);
    await waitFor(() => {
      expect(socket.pending('chat:send')).toHaveLength(1);
    });
    expect(sendPayload(socket)).toEqual({
      clientId: queued?.clientId,
      text: 'written before the reload',
    });
  });

  it('marks a refused message failed and still sends the next one', async () => {
    const { socket, view } = start();
    act(() => {
      socket.up();
    });
    await joinAndSync(socket);
    act(() => {
      view.result.current.send('refused');
      view.result.current.send('next');
    });
    await answerWhenAsked(socket, 'chat:send', {
      ok: false,
      status: 409,
      reason: 'This chat is not active.',
    });
    expect(await ackTheOneSend(socket, 1)).toBe('next');
    await waitFor(() => {
      expect(view.result.current.messages.map((m) => [m.text, tickOf(m)])).toEqual([
        ['next', 'sent'],
        ['refused', 'failed'],
      ]);
    });
  });

  it("sends one receipt per seq of the other side's (read when visible), and shows theirs on ours", async () => {
    const { socket, view } = start();
    act(() => {
      socket.up();
    });
    await joinAndSync(socket, [stored(1, 'consultant', 'hello'), stored(2, 'user', 'hi')]);
    // A visible tab reads at once; read marks it delivered too, so no delivered goes out.
    await waitFor(() => {
      expect(socket.sent('chat:read')).toEqual([{ chatId: CHAT_ID, seq: 1 }]);
    });
    expect(socket.sent('chat:delivered')).toEqual([]);

    // A hidden tab has the message delivered, not read; read follows when the tab shows.
    act(() => {
      setVisibility('hidden');
      socket.push('chat:message', stored(3, 'consultant', 'there?'));
      // A repeat push (decision 027) sends nothing again.
      socket.push('chat:message', stored(3, 'consultant', 'there?'));
    });
    expect(socket.sent('chat:delivered')).toEqual([{ chatId: CHAT_ID, seq: 3 }]);
    expect(socket.sent('chat:read')).toEqual([{ chatId: CHAT_ID, seq: 1 }]);
    act(() => {
      setVisibility('visible');
    });
    expect(socket.sent('chat:read')).toEqual([
      { chatId: CHAT_ID, seq: 1 },
      { chatId: CHAT_ID, seq: 3 },
    ]);

    // The consultant's receipts mark our message; the echo of our own receipt marks only theirs.
    const at = '2026-03-10T10:01:00Z';
    const ours = () =>
      view.result.current.messages.filter((m) => m.senderRole === 'user').map(tickOf);
    act(() => {
      socket.push('chat:receipt', { chatId: CHAT_ID, seq: 3, kind: 'read', at, by: 'user' });
    });
    expect(ours()).toEqual(['sent']);
    act(() => {
      socket.push('chat:receipt', {
        chatId: CHAT_ID,
        seq: 2,
        kind: 'delivered',
        at,
        by: 'consultant',
      });
    });
    expect(ours()).toEqual(['delivered']);
    act(() => {
      socket.push('chat:receipt', { chatId: CHAT_ID, seq: 3, kind: 'read', at, by: 'consultant' });
    });
    expect(ours()).toEqual(['read']);
  });

  it('follows the order, the low-balance warning and the other side typing', async () => {
    const { socket, view } = start();
    act(() => {
      socket.up();
    });
    await joinAndSync(socket);
    const endsAt = '2026-03-10T10:30:00Z';
    act(() => {
      socket.push('chat:low-balance', { chatId: CHAT_ID, endsAt, secondsLeft: 110 });
      socket.push('chat:typing', { chatId: CHAT_ID, role: 'consultant', typing: true });
      // Another chat's events and our own echo change nothing.
      socket.push('chat:typing', { chatId: CHAT_ID, role: 'user', typing: false });
      socket.push('chat:low-balance', { chatId: 99, endsAt, secondsLeft: 5 });
    });
    expect(view.result.current.lowBalance).toEqual({ chatId: CHAT_ID, endsAt, secondsLeft: 110 });
    expect(view.result.current.remoteTyping).toBe(true);
    act(() => {
      socket.push('chat:message', stored(1, 'consultant', 'done typing'));
      socket.push('chat:order', { kind: 'extended', order: { ...ORDER, endsAt } });
    });
    expect(view.result.current.remoteTyping).toBe(false);
    expect(view.result.current.lowBalance).toBeNull();
    expect(view.result.current.lastOrderEvent).toBe('extended');
    expect(view.result.current.order?.endsAt).toBe(endsAt);
  });

  it('says "typing" while we type; the message itself ends it, only an idle pause says "stopped"', async () => {
    const { socket, view } = start();
    act(() => {
      socket.up();
    });
    await joinAndSync(socket);
    act(() => {
      view.result.current.notifyTyping();
      view.result.current.send('hello');
    });
    expect(socket.sent('chat:typing')).toEqual([{ chatId: CHAT_ID, typing: true }]);
    await ackTheOneSend(socket, 1);

    vi.useFakeTimers();
    try {
      act(() => {
        view.result.current.notifyTyping();
      });
      act(() => {
        vi.advanceTimersByTime(5_000);
      });
    } finally {
      vi.useRealTimers();
    }
    expect(socket.sent('chat:typing')).toEqual([
      { chatId: CHAT_ID, typing: true },
      { chatId: CHAT_ID, typing: true },
      { chatId: CHAT_ID, typing: false },
    ]);
  });

  it('fails for good when the server refuses the join', async () => {
    const { socket, view } = start();
    act(() => {
      socket.up();
    });
    await answerWhenAsked(socket, 'chat:join', { ok: false, status: 403, reason: 'Not yours.' });
    await waitFor(() => {
      expect(view.result.current.phase).toBe('failed');
    });
    expect(view.result.current.failure).toEqual({ status: 403, reason: 'Not yours.' });
    expect(socket.pending('chat:sync')).toEqual([]);
  });

  it('lets go of every event when it unmounts', () => {
    const socket = new FakeSocket();
    const before = socket.listenerCount();
    const { view } = start(socket);
    view.unmount();
    socket.up();
    expect(socket.pending('chat:join')).toEqual([]);
    expect(before).toBe(0);
  });
});
