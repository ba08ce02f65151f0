import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { signedInUser } from '../../test/call-client';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { chatMessages } from './chat-tables';
import { chatServerPerSuite, consultantAccount, fund, startChat } from './chat-test-fixtures';
import { markReadStatement, readReceiptBatch } from './read-receipt-batch';

describe(`read receipts in batches (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server, time } = chatServerPerSuite();

  /** Active chats, each with two messages of the user (seq 1, 2) and one of the psychic (seq 3). */
  async function chatsWithMessages(count: number, tag: string): Promise<number[]> {
    const { app, database } = server;
    const chats: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const suffix = `${tag.padStart(2, '0')}${String(index).padStart(3, '0')}`;
      const psychic = await consultantAccount(app, database.db, `94100${suffix}`, 100);
      const user = await signedInUser(app, `95100${suffix}`);
      await fund(database.db, user.userId, 100_000, `batch-${tag}-${index}`);
      const chatId = await startChat(app, user, psychic);
      await database.db.insert(chatMessages).values(
        [
          [user.userId, 'user'],
          [user.userId, 'user'],
          [psychic.userId, 'consultant'],
        ].map(([sender, role], seq) => ({
          chatOrderId: chatId,
          seq: seq + 1,
          senderUserId: Number(sender),
          senderRole: role === 'user' ? ('user' as const) : ('consultant' as const),
          clientId: `m-${seq}`,
          text: `Message ${seq + 1}`,
          createdAt: time.clock(),
        })),
      );
      chats.push(chatId);
    }
    return chats;
  }

  async function readSeqs(chatIds: number[]) {
    const rows = await server.database.db
      .select({
        chatId: chatMessages.chatOrderId,
        seq: chatMessages.seq,
        readAt: chatMessages.readAt,
      })
      .from(chatMessages)
      .where(inArray(chatMessages.chatOrderId, chatIds))
      .orderBy(asc(chatMessages.chatOrderId), asc(chatMessages.seq));
    return rows.filter((row) => row.readAt !== null).map((row) => `${row.chatId}:${row.seq}`);
  }

  it('writes receipts that come while a statement runs in one statement, each with its own answer', async () => {
    const { db } = server.database;
    const chats = await chatsWithMessages(4, '1');
    const mark = readReceiptBatch(db);
    const at = time.clock();
    const statements = vi.spyOn(db, 'execute');
    try {
      const answers = await Promise.all([
        // The first goes alone; the rest wait for it and then go together.
        ...chats.map((chatId) => mark({ chatId, side: 'consultant', after: 0, seq: 2, at })),
        ...chats.map((chatId) => mark({ chatId, side: 'user', after: 0, seq: 3, at })),
        // Nothing of the psychic's up to seq 2 in these chats: unchanged.
        ...chats.map((chatId) => mark({ chatId, side: 'user', after: 0, seq: 2, at })),
      ]);
      expect(statements).toHaveBeenCalledTimes(2);
      // Each answer is the highest seq it marked.
      expect(answers).toEqual([
        ...chats.map(() => 2),
        ...chats.map(() => 3),
        ...chats.map(() => undefined),
      ]);
    } finally {
      statements.mockRestore();
    }
    expect(await readSeqs(chats)).toEqual(
      chats.flatMap((chatId) => [1, 2, 3].map((seq) => `${chatId}:${seq}`)),
    );

    // Read again: nothing changes, and the stored times stay.
    const later = new Date(at.getTime() + 60_000);
    expect(
      await mark({ chatId: chats[0] ?? 0, side: 'consultant', after: 0, seq: 2, at: later }),
    ).toBeUndefined();
    const [first] = await db
      .select({ readAt: chatMessages.readAt, deliveredAt: chatMessages.deliveredAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.chatOrderId, chats[0] ?? 0), eq(chatMessages.seq, 1)));
    // Read implies delivered, at the same time when no delivery came first.
    expect(first).toEqual({ readAt: at, deliveredAt: at });
  });

  it('answers two receipts of one chat in one batch by their own range', async () => {
    const { db } = server.database;
    const [chatId = 0] = await chatsWithMessages(1, '2');
    const mark = readReceiptBatch(db);
    const at = time.clock();
    // A first receipt keeps the batch's statement busy while the next two queue behind it.
    const [, upToOne, upToTwo] = await Promise.all([
      mark({ chatId, side: 'user', after: 0, seq: 3, at }),
      mark({ chatId, side: 'consultant', after: 0, seq: 1, at }),
      mark({ chatId, side: 'consultant', after: 0, seq: 2, at }),
    ]);
    expect([upToOne, upToTwo]).toEqual([1, 2]);
    expect(await readSeqs([chatId])).toEqual([1, 2, 3].map((seq) => `${chatId}:${seq}`));
  });

  it('walks a chat from where the reader left off: what lies before `after` is not touched', async () => {
    const [chatId = 0] = await chatsWithMessages(1, '4');
    const mark = readReceiptBatch(server.database.db);
    const at = time.clock();
    // The socket says seq 1 is read already (chat-socket.ts keeps that true); here it is not.
    expect(await mark({ chatId, side: 'consultant', after: 1, seq: 2, at })).toBe(2);
    expect(await readSeqs([chatId])).toEqual([`${chatId}:2`]);
    expect(await mark({ chatId, side: 'consultant', after: 0, seq: 2, at })).toBe(1);
    expect(await readSeqs([chatId])).toEqual([`${chatId}:1`, `${chatId}:2`]);
  });

  it('fails every receipt of a batch whose statement fails, and the next batch still runs', async () => {
    const { db } = server.database;
    const [chatId = 0] = await chatsWithMessages(1, '3');
    const mark = readReceiptBatch(db);
    const at = time.clock();
    const statements = vi.spyOn(db, 'execute').mockRejectedValueOnce(new Error('connection lost'));
    try {
      const results = await Promise.allSettled([
        mark({ chatId, side: 'consultant', after: 0, seq: 1, at }),
        mark({ chatId, side: 'consultant', after: 0, seq: 2, at }),
        mark({ chatId, side: 'user', after: 0, seq: 3, at }),
      ]);
      expect(results.map((result) => result.status)).toEqual([
        'rejected',
        'fulfilled',
        'fulfilled',
      ]);
    } finally {
      statements.mockRestore();
    }
    expect(await readSeqs([chatId])).toEqual([1, 2, 3].map((seq) => `${chatId}:${seq}`));
  });

  it("walks each receipt's chat by its seq index, however large the batch and the table", async () => {
    const { db } = server.database;
    const chats = await chatsWithMessages(2, '5');
    // 20,000 more messages, with no statistics taken since (as after a busy hour): planned as one
    // join, 60 receipts were a sequential scan of every message (decision 072).
    await db.execute(sql`
      insert into ${chatMessages}
        (chat_order_id, seq, sender_user_id, sender_role, client_id, text, created_at)
      select m.chat_order_id, m.seq + 3 * n, m.sender_user_id, m.sender_role,
        m.client_id || '-' || n, m.text, m.created_at
      from ${chatMessages} m cross join generate_series(1, 10000) n
      where m.chat_order_id = any(${`{${chats.join(',')}}`}::integer[]) and m.seq < 3`);
    const at = time.clock();
    const batch = Array.from({ length: 60 }, (_, index) => ({
      chatId: chats[index % 2] ?? 0,
      side: index % 4 < 2 ? ('consultant' as const) : ('user' as const),
      after: 100 + index,
      seq: 110 + index,
      at,
    }));
    const result = await db.execute(sql`explain (format json) ${markReadStatement(batch)}`);
    const plan = JSON.stringify(z.object({ rows: z.array(z.unknown()) }).parse(result).rows);
    expect(plan).toContain('chat_messages_seq');
    // Neither the messages nor the chats are read whole.
    expect(plan).not.toContain('Seq Scan');
  });
});
