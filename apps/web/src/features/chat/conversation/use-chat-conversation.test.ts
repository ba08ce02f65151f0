import type { ChatMessage, ChatOrder } from '@lumus/contract/chat/chat-order';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatSocket } from './chat-socket';
import { useChatConversation } from './use-chat-conversation';

type Handler = (...args: unknown[]) => void;
/** One `emitWithAck` the scripted server has not answered yet. */
type Asked = {
  event: string;
  payload: Record<string, unknown>;
  answer: (ack: unknown) => void;
  fail: (error: Error) => void;
};

/**
 * The socket.io-client surface the conversation uses, with the server's side in the test's hands:
 * every `emitWithAck` waits until the test answers it, and the test pushes events and drops or
 * restores the connection as socket.io-client would (a drop fails the unanswered acks).
 */
class ScriptedSocket {
  connected = false;
  active = false;
  readonly asked: Asked[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();
  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(handler);
    return this;
  }
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }
  connect() {
    this.active = true;
    return this;
  }
  emit() {
    return this;
  }
  timeout() {
    return {
      emitWithAck: (event: string, payload: Record<string, unknown>) =>
        new Promise((answer, fail) => {
          this.asked.push({ event, payload, answer, fail });
        }),
    };
  }
  fire(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
  up() {
    this.connected = true;
    this.fire('connect');
  }
  down() {
    this.connected = false;
    for (const asked of this.asked.splice(0)) asked.fail(new Error('socket has been disconnected'));
    this.fire('disconnect');
  }
  /** The unanswered asks of one event. */
  pending(event: string) {
    return this.asked.filter((asked) => asked.event === event);
  }
  /** Answers the oldest unanswered ask of `event`. */
  answer(event: string, ack: unknown) {
    const index = this.asked.findIndex((asked) => asked.event === event);
    const [asked] = index === -1 ? [] : this.asked.splice(index, 1);
    if (asked === undefined) throw new Error(`nothing asked: ${event}`);
    asked.answer(ack);
    return asked.payload;
  }
}

const CHAT_ID = 41;
const ORDER = { id: CHAT_ID, status: 'active' } as unknown as ChatOrder;

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

function start() {
  const socket = new ScriptedSocket();
  // One factory for every render: a new one would open the conversation again.
  const options = { socket: () => socket as unknown as ChatSocket };
  const view = renderHook(() => useChatConversation(CHAT_ID, 'user', options));
  return { socket, view };
}

/** The server answers the join and the catch-up that follow every connect. */
async function joinAndSync(socket: ScriptedSocket, messages: ChatMessage[] = []) {
  await waitFor(() => {
    expect(socket.pending('chat:join')).toHaveLength(1);
  });
  await act(async () => {
    socket.answer('chat:join', { ok: true, order: ORDER });
    await Promise.resolve();
  });
  await waitFor(() => {
    expect(socket.pending('chat:sync')).toHaveLength(1);
  });
  await act(async () => {
    socket.answer('chat:sync', { ok: true, messages });
    await Promise.resolve();
  });
}

afterEach(() => {
  sessionStorage.clear();
});

/** Waits until exactly one send is on its way and acks it as stored with `seq`; returns its text. */
async function ackTheOneSend(socket: ScriptedSocket, seq: number): Promise<string> {
  await waitFor(() => {
    expect(socket.pending('chat:send')).toHaveLength(1);
  });
  const payload = socket.pending('chat:send')[0]?.payload ?? {};
  const text = String(payload['text']);
  await act(async () => {
    socket.answer('chat:send', {
      ok: true,
      message: stored(seq, 'user', text, String(payload['clientId'])),
    });
    await Promise.resolve();
  });
  return text;
}

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
    expect(socket.pending('chat:send')[0]?.payload['text']).toBe('three');
    act(() => {
      socket.down();
      view.result.current.send('four');
    });
    act(() => {
      socket.up();
    });
    await joinAndSync(socket);
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
      socket.fire('chat:message', stored(5, 'consultant', 'five'));
    });
    await waitFor(() => {
      expect(socket.pending('chat:sync')).toHaveLength(1);
    });
    expect(socket.pending('chat:sync')[0]?.payload).toEqual({ chatId: CHAT_ID, afterSeq: 2 });
    await act(async () => {
      socket.answer('chat:sync', {
        ok: true,
        messages: [stored(3, 'consultant', 'three'), stored(4, 'consultant', 'four')],
      });
      await Promise.resolve();
    });
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
    const { clientId } = socket.pending('chat:send')[0]?.payload ?? {};
    await act(async () => {
      socket.answer('chat:send', {
        ok: true,
        message: stored(7, 'user', 'seven', String(clientId)),
      });
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(socket.pending('chat:sync')).toHaveLength(1);
    });
    expect(socket.pending('chat:sync')[0]?.payload).toEqual({ chatId: CHAT_ID, afterSeq: 5 });
    await act(async () => {
      socket.answer('chat:sync', {
        ok: true,
        messages: [stored(6, 'consultant', 'six'), stored(7, 'user', 'seven', String(clientId))],
      });
      await Promise.resolve();
    });
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
});
