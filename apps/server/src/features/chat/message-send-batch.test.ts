import { asc, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { signedInUser } from '../../test/call-client';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { chatOrders } from '../sessions/session-tables';
import { chatMessages } from './chat-tables';
import { chatServerPerSuite, consultantAccount, fund, startChat } from './chat-test-fixtures';
import { messageSendBatch, type BatchOutcome, type NewMessage } from './message-send-batch';

type Chat = Readonly<{ chatId: number; userId: number; psychicUserId: number }>;

describe(`messages in batches (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server, time } = chatServerPerSuite();

  async function activeChats(count: number, tag: string): Promise<Chat[]> {
    const { app, database } = server;
    const chats: Chat[] = [];
    for (let index = 0; index < count; index += 1) {
      const suffix = `${tag.padStart(2, '0')}${String(index).padStart(3, '0')}`;
      const psychic = await consultantAccount(app, database.db, `94200${suffix}`, 100);
      const user = await signedInUser(app, `95200${suffix}`);
      await fund(database.db, user.userId, 100_000, `send-batch-${tag}-${index}`);
      const chatId = await startChat(app, user, psychic);
      chats.push({ chatId, userId: user.userId, psychicUserId: psychic.userId });
    }
    return chats;
  }

  const fromUser = (chat: Chat, clientId: string, text = `Hello ${clientId}`): NewMessage => ({
    chatId: chat.chatId,
    senderUserId: chat.userId,
    side: 'user',
    clientId,
    text,
    at: time.clock(),
  });
  const fromPsychic = (chat: Chat, clientId: string): NewMessage => ({
    chatId: chat.chatId,
    senderUserId: chat.psychicUserId,
    side: 'consultant',
    clientId,
    text: `Answer ${clientId}`,
    at: time.clock(),
  });

  /** Each chat's stored messages as `seq:role:clientId`, and its counter. */
  async function stored(chats: readonly Chat[]) {
    const { db } = server.database;
    const ids = chats.map((chat) => chat.chatId);
    const rows = await db
      .select({
        chatId: chatMessages.chatOrderId,
        seq: chatMessages.seq,
        role: chatMessages.senderRole,
        clientId: chatMessages.clientId,
      })
      .from(chatMessages)
      .where(inArray(chatMessages.chatOrderId, ids))
      .orderBy(asc(chatMessages.chatOrderId), asc(chatMessages.seq));
    const counters = await db
      .select({ chatId: chatOrders.id, lastSeq: chatOrders.lastSeq })
      .from(chatOrders)
      .where(inArray(chatOrders.id, ids));
    return chats.map((chat) => ({
      messages: rows
        .filter((row) => row.chatId === chat.chatId)
        .map((row) => `${row.seq}:${row.role}:${row.clientId}`),
      lastSeq: counters.find((row) => row.chatId === chat.chatId)?.lastSeq,
    }));
  }

  const seqOf = (outcome: BatchOutcome | undefined) =>
    outcome === undefined || outcome === 'alone' ? outcome : outcome.seq;

  it('stores messages that come while a statement runs in one statement, in the order they came', async () => {
    const { db } = server.database;
    const chats = await activeChats(3, '1');
    const send = messageSendBatch(db);
    const statements = vi.spyOn(db, 'execute');
    let outcomes: BatchOutcome[];
    try {
      outcomes = await Promise.all([
        // The first goes alone; the rest wait for it and then go together, both sides of a chat
        // among them.
        ...chats.map((chat) => send(fromUser(chat, 'a'))),
        ...chats.map((chat) => send(fromPsychic(chat, 'b'))),
        ...chats.map((chat) => send(fromUser(chat, 'c'))),
      ]);
      expect(statements).toHaveBeenCalledTimes(2);
    } finally {
      statements.mockRestore();
    }
    expect(outcomes.map(seqOf)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect(await stored(chats)).toEqual(
      chats.map(() => ({
        messages: ['1:user:a', '2:consultant:b', '3:user:c'],
        lastSeq: 3,
      })),
    );
    const [first] = outcomes;
    expect(first).toMatchObject({ chatOrderId: chats[0]?.chatId, text: 'Hello a', readAt: null });
  });

  it('stores any text and client id as sent, whatever a batch of them holds', async () => {
    const { db } = server.database;
    const [chat] = await activeChats(1, '5');
    if (chat === undefined) throw new Error('one chat');
    const send = messageSendBatch(db);
    // What a statement built by hand would get wrong: quotes, separators, braces, backslashes.
    const texts = [
      'NULL',
      'a, b} {c "quoted" \\ back\\slash',
      'line one\nline two\ttab',
      '{"json": [1, 2]}',
      "it's 🌙 Mondschein — ümlaut",
      ' ',
    ];
    const outcomes = await Promise.all(
      texts.map((text, index) => send(fromUser(chat, `odd,"id"} ${String(index)}`, text))),
    );
    expect(outcomes.map((outcome) => (outcome === 'alone' ? outcome : outcome.text))).toEqual(
      texts,
    );
    const rows = await db
      .select({ text: chatMessages.text, clientId: chatMessages.clientId })
      .from(chatMessages)
      .where(eq(chatMessages.chatOrderId, chat.chatId))
      .orderBy(asc(chatMessages.seq));
    expect(rows).toEqual(
      texts.map((text, index) => ({ text, clientId: `odd,"id"} ${String(index)}` })),
    );
  });

  it('leaves a resend, a second copy and a chat that takes no messages to go alone, without a gap', async () => {
    const { db } = server.database;
    const [open, ended] = await activeChats(2, '2');
    if (open === undefined || ended === undefined) throw new Error('two chats');
    const send = messageSendBatch(db);
    expect(seqOf(await send(fromUser(open, 'first')))).toBe(1);
    await db.update(chatOrders).set({ status: 'ended' }).where(eq(chatOrders.id, ended.chatId));

    const [busy, resend, twice, copy, toEnded, fresh] = await Promise.all([
      send(fromPsychic(open, 'busy')),
      send(fromUser(open, 'first')),
      send(fromUser(open, 'twice')),
      send(fromUser(open, 'twice')),
      send(fromUser(ended, 'late')),
      send(fromUser(open, 'second')),
    ]);
    expect([busy, twice, fresh].map(seqOf)).toEqual([2, 3, 4]);
    expect([resend, toEnded]).toEqual(['alone', 'alone']);
    // A second copy of a client id waits for the next batch, which finds the first one stored.
    expect(copy).toBe('alone');
    expect(await stored([open, ended])).toEqual([
      {
        messages: ['1:user:first', '2:consultant:busy', '3:user:twice', '4:user:second'],
        lastSeq: 4,
      },
      { messages: [], lastSeq: 0 },
    ]);
  });

  it('sends every message of a failed statement alone, storing none of them, and goes on', async () => {
    const { db } = server.database;
    const chats = await activeChats(2, '3');
    const [one, two] = chats;
    if (one === undefined || two === undefined) throw new Error('two chats');
    const send = messageSendBatch(db);
    const outcomes = await Promise.all([
      send(fromUser(one, 'x')),
      send(fromUser(one, 'y')),
      // Longer than a message may be: the table's check fails the whole statement.
      send(fromUser(two, 'too-long', 'z'.repeat(2001))),
      send(fromPsychic(two, 'w')),
    ]);
    expect(outcomes.map(seqOf)).toEqual([1, 'alone', 'alone', 'alone']);
    expect(await stored(chats)).toEqual([
      { messages: ['1:user:x'], lastSeq: 1 },
      { messages: [], lastSeq: 0 },
    ]);
    expect(seqOf(await send(fromPsychic(two, 'w')))).toBe(1);
  });

  it.skipIf(TEST_DATABASE_URL === undefined)(
    'does not wait for a chat whose row another transaction holds: that message goes alone',
    async () => {
      const { db } = server.database;
      const [held, free] = await activeChats(2, '4');
      if (held === undefined || free === undefined) throw new Error('two chats');
      const result = await db.execute(sql`select current_database() as name`);
      const [row] = z.object({ rows: z.array(z.object({ name: z.string() })) }).parse(result).rows;
      const url = new URL(TEST_DATABASE_URL ?? '');
      url.pathname = `/${row?.name ?? ''}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select id from chat_orders where id = $1 for update', [held.chatId]);
        const send = messageSendBatch(db);
        // Both answered while the row is still held: neither statement waited for it.
        const outcomes = await Promise.all([
          send(fromUser(held, 'h')),
          send(fromUser(free, 'f')),
          send(fromUser(held, 'i')),
        ]);
        expect(outcomes.map(seqOf)).toEqual(['alone', 1, 'alone']);
        await other.query('commit');
      } finally {
        await other.end();
      }
      expect(await stored([held, free])).toEqual([
        { messages: [], lastSeq: 0 },
        { messages: ['1:user:f'], lastSeq: 1 },
      ]);
    },
  );
});
