import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { signedInUser } from '../../test/call-client';
import { chatSocket, emitAck, type AckResult } from './chat-socket-test-client';
import { chatMessages } from './chat-tables';
import { chatServerPerSuite, consultantAccount, fund, startChat } from './chat-test-fixtures';

const BURST = 50;
const texts = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `line ${String(from + i)}`);

/** Every message a socket is pushed, in arrival order. */
function collect(socket: Socket): ChatMessage[] {
  const got: ChatMessage[] = [];
  socket.on('chat:message', (message: ChatMessage) => got.push(message));
  return got;
}

/** Sends all at once, without waiting for any answer, as a fast typist's client does. */
function burst(socket: Socket, chatId: number, lines: readonly string[]): Promise<AckResult[]> {
  return Promise.all(
    lines.map((text) => emitAck(socket, 'chat:send', { chatId, clientId: `id-${text}`, text })),
  );
}

/**
 * On PostgreSQL another connection holds the chat row (`select … for update`) while the sends
 * arrive, so they all wait for the same lock: whichever statement PostgreSQL lets go first would
 * take the next seq if the server ran them side by side. PGlite has one connection, nothing to hold.
 */
async function holdChatRow(url: string | undefined, chatId: number) {
  if (url === undefined)
    return { waiters: () => Promise.resolve(), release: () => Promise.resolve() };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query('select id from chat_orders where id = $1 for update', [chatId]);
  return {
    /** Resolves once `count` statements wait for the held row. */
    waiters: async (count: number) => {
      for (;;) {
        // Inside a transaction the activity view is read once unless its snapshot is cleared.
        await client.query('select pg_stat_clear_snapshot()');
        const { rows } = await client.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (Number(rows[0]?.n) >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    release: async () => {
      await client.query('commit');
      await client.end();
    },
  };
}

describe(`one sender's messages keep their order (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server } = chatServerPerSuite();
  const sockets: Socket[] = [];
  const open = async (user: Parameters<typeof chatSocket>[1]) => {
    const socket = await chatSocket(server.url, user);
    sockets.push(socket);
    return socket;
  };
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  /** The database URL the suite's server uses, for a second connection (PostgreSQL only). */
  const databaseUrl = async () => {
    if (TEST_DATABASE_URL === undefined) return undefined;
    const result = await server.database.db.execute(sql`select current_database() as name`);
    const [row] = z.object({ rows: z.array(z.object({ name: z.string() })) }).parse(result).rows;
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${row?.name ?? ''}`;
    return url.toString();
  };

  async function activeChat(tag: string) {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, `92000010${tag}`, 1000);
    const user = await signedInUser(app, `93000010${tag}`);
    await fund(database.db, user.userId, 100_000, `order-${tag}`);
    const chatId = await startChat(app, user, psychic);
    const psychicSocket = await open(psychic);
    await emitAck(psychicSocket, 'chat:join', { chatId });
    return { user, chatId, received: collect(psychicSocket) };
  }

  async function storedTexts(chatId: number) {
    const rows = await server.database.db
      .select({ seq: chatMessages.seq, text: chatMessages.text })
      .from(chatMessages)
      .where(eq(chatMessages.chatOrderId, chatId))
      .orderBy(asc(chatMessages.seq));
    return rows;
  }

  /** Seq n is the n-th line written, and the other side heard them in that order. */
  async function expectInWrittenOrder(
    chatId: number,
    received: readonly ChatMessage[],
    lines: readonly string[],
  ) {
    const numbered = lines.map((text, i) => ({ seq: i + 1, text }));
    expect(await storedTexts(chatId)).toEqual(numbered);
    // A resend may push a message the other side has not confirmed again; each first arrival is
    // in order, and a repeat carries the same seq (the client shows it once).
    await waitFor(() => new Set(received.map((m) => m.seq)).size === lines.length);
    const firstArrivals = received.filter(
      (m, i) => received.findIndex((other) => other.seq === m.seq) === i,
    );
    expect(firstArrivals.map(({ seq, text }) => ({ seq, text }))).toEqual(numbered);
  }

  it(`numbers ${String(BURST)} quick sends from one socket in the order they were sent`, async () => {
    const { user, chatId, received } = await activeChat('01');
    const userSocket = await open(user);
    const lines = texts(1, BURST);
    const held = await holdChatRow(await databaseUrl(), chatId);
    const acks = burst(userSocket, chatId, lines);
    await held.waiters(1);
    await held.release();
    const answers = await acks;
    expect(answers.map((answer) => answer.ok)).toEqual(lines.map(() => true));
    expect(answers.map((answer) => (answer['message'] as ChatMessage).seq)).toEqual(
      lines.map((_, i) => i + 1),
    );
    await expectInWrittenOrder(chatId, received, lines);
  });

  it('keeps the order when a reconnected client resends the unanswered ones and goes on', async () => {
    const { user, chatId, received } = await activeChat('02');
    const half = BURST / 2;
    const lines = texts(1, BURST);
    const held = await holdChatRow(await databaseUrl(), chatId);
    // The first connection sends half and drops before any answer.
    const first = await open(user);
    void burst(first, chatId, lines.slice(0, half)).catch(() => undefined);
    await held.waiters(1);
    first.disconnect();
    // The new connection resends everything unanswered (same client ids), then the rest.
    const second = await open(user);
    const acks = burst(second, chatId, lines);
    await held.waiters(2);
    await held.release();
    const answers = await acks;
    expect(answers.map((answer) => (answer['message'] as ChatMessage).seq)).toEqual(
      lines.map((_, i) => i + 1),
    );
    await expectInWrittenOrder(chatId, received, lines);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}
