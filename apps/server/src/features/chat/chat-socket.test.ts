import {
  consultantRoom,
  userRoom,
  type ChatOrderEvent,
  type LowBalanceEvent,
} from '@lumus/contract/chat/chat-events';
import { desc, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { call, signedInUser } from '../../test/call-client';
import { chatSocket, emitAck, nextMessages } from './chat-socket-test-client';
import { chatMessages } from './chat-tables';
import {
  chatServerPerSuite,
  consultantAccount,
  fund,
  requestChat,
  startChat,
  startChatServer,
} from './chat-test-fixtures';
import {
  consoleAcceptCall,
  orderMessagesCall,
  userAcceptOrderCall,
} from '@lumus/contract/chat/chat-calls';

describe(`chat over Socket.IO (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server, time } = chatServerPerSuite();
  const sockets: Socket[] = [];
  const open = async (user: Parameters<typeof chatSocket>[1]) => {
    const socket = await chatSocket(server.url, user);
    sockets.push(socket);
    return socket;
  };
  // Runs before the server's own afterAll closes it.
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  it('is in its personal rooms by the time the client hears connect', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9200000009', 1000);
    const user = await signedInUser(app, '9300000009');
    for (const [who, room] of [
      [user, userRoom(user.userId)],
      [psychic, consultantRoom(psychic.consultantId)],
    ] as const) {
      const socket = await open(who);
      const inRoom = await server.io.in(room).fetchSockets();
      expect(inRoom.map((s) => s.id)).toContain(socket.id);
    }
  });

  it('delivers messages with seqs, is idempotent on client ids and loses nothing across a drop', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9200000001', 1000);
    const user = await signedInUser(app, '9300000001');
    await fund(database.db, user.userId, 10_000, 's1');
    const chatId = await startChat(app, user, psychic);

    const userSocket = await open(user);
    let psychicSocket = await open(psychic);
    expect(await emitAck(userSocket, 'chat:join', { chatId })).toMatchObject({
      ok: true,
      order: { id: chatId, status: 'active' },
    });
    expect(await emitAck(psychicSocket, 'chat:join', { chatId })).toMatchObject({ ok: true });

    const arriving = nextMessages(psychicSocket, 1);
    const sent = await emitAck(userSocket, 'chat:send', {
      chatId,
      clientId: 'c-1',
      text: '<b>Hello</b>',
    });
    expect(sent).toMatchObject({ ok: true, message: { seq: 1, text: '<b>Hello</b>' } });
    expect(await arriving).toMatchObject([{ seq: 1, clientId: 'c-1', senderRole: 'user' }]);

    const resent = await emitAck(userSocket, 'chat:send', {
      chatId,
      clientId: 'c-1',
      text: '<b>Hello</b>',
    });
    expect(resent).toMatchObject({ ok: true, message: { seq: 1 } });
    const stored = await database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatOrderId, chatId));
    expect(stored).toHaveLength(1);

    // The consultant's connection drops; the user goes on writing.
    psychicSocket.disconnect();
    for (const [clientId, text] of [
      ['c-2', 'Are you there?'],
      ['c-3', 'Still here.'],
    ] as const) {
      expect(await emitAck(userSocket, 'chat:send', { chatId, clientId, text })).toMatchObject({
        ok: true,
      });
    }
    psychicSocket = await open(psychic);
    await emitAck(psychicSocket, 'chat:join', { chatId });
    const synced = await emitAck(psychicSocket, 'chat:sync', { chatId, afterSeq: 1 });
    expect(synced).toMatchObject({
      ok: true,
      messages: [
        { seq: 2, text: 'Are you there?' },
        { seq: 3, text: 'Still here.' },
      ],
    });

    // The reply goes back the other way; a read receipt reaches the user.
    const toUser = nextMessages(userSocket, 1);
    await emitAck(psychicSocket, 'chat:send', { chatId, clientId: 'p-1', text: 'Yes!' });
    expect(await toUser).toMatchObject([{ seq: 4, senderRole: 'consultant' }]);
    const receipt = new Promise((resolve) => userSocket.once('chat:receipt', resolve));
    await emitAck(psychicSocket, 'chat:read', { chatId, seq: 3 });
    expect(await receipt).toMatchObject({ chatId, seq: 3, kind: 'read', by: 'consultant' });

    const transcript = await call(app, user, orderMessagesCall, { chatId });
    expect(
      transcript.json<{ data: { messages: { seq: number }[] } }>().data.messages.map((m) => m.seq),
    ).toEqual([1, 2, 3, 4]);

    const ended = await emitAck(userSocket, 'chat:end', { chatId });
    expect(ended).toMatchObject({ ok: true, order: { status: 'ended' } });
    expect(
      await emitAck(userSocket, 'chat:send', { chatId, clientId: 'c-9', text: 'late' }),
    ).toMatchObject({ ok: false, status: 409 });
    // A message stored before the end whose ack was lost is resent after it: same answer, no 409.
    expect(
      await emitAck(userSocket, 'chat:send', { chatId, clientId: 'c-3', text: 'Still here.' }),
    ).toMatchObject({ ok: true, message: { seq: 3 } });
  });

  it('keeps seqs gap-free when the same message is sent many times at once', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9200000007', 1000);
    const user = await signedInUser(app, '9300000007');
    await fund(database.db, user.userId, 10_000, 's7');
    const chatId = await startChat(app, user, psychic);
    const userSocket = await open(user);
    await emitAck(userSocket, 'chat:join', { chatId });
    const sends = ['a', 'a', 'b', 'a', 'b', 'c', 'c', 'a'].map((clientId) =>
      emitAck(userSocket, 'chat:send', { chatId, clientId: `g-${clientId}`, text: clientId }),
    );
    const acks = await Promise.all(sends);
    expect(acks.every((ack) => ack.ok)).toBe(true);
    const stored = await database.db
      .select({ seq: chatMessages.seq, clientId: chatMessages.clientId })
      .from(chatMessages)
      .where(eq(chatMessages.chatOrderId, chatId));
    expect(stored.map((row) => row.seq).sort()).toEqual([1, 2, 3]);
    const seqOf = new Map(stored.map((row) => [row.clientId, row.seq]));
    for (const [index, ack] of acks.entries()) {
      const clientId = `g-${['a', 'a', 'b', 'a', 'b', 'c', 'c', 'a'][index] ?? ''}`;
      expect(ack).toMatchObject({ message: { seq: seqOf.get(clientId) } });
    }
    const next = await emitAck(userSocket, 'chat:send', { chatId, clientId: 'g-d', text: 'd' });
    expect(next).toMatchObject({ ok: true, message: { seq: 4 } });
  });

  it('refuses strangers (403) and unsigned sockets (401)', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9200000002', 1000);
    const user = await signedInUser(app, '9300000002');
    const stranger = await signedInUser(app, '9300000003');
    await fund(database.db, user.userId, 10_000, 's2');
    const chatId = await startChat(app, user, psychic);

    const strangerSocket = await open(stranger);
    for (const [event, payload] of [
      ['chat:join', { chatId }],
      ['chat:send', { chatId, clientId: 'x', text: 'hi' }],
      ['chat:sync', { chatId, afterSeq: 0 }],
      ['chat:end', { chatId }],
    ] as const) {
      expect(await emitAck(strangerSocket, event, payload)).toMatchObject({
        ok: false,
        status: 403,
      });
    }
    const anonymous = await open(undefined);
    expect(await emitAck(anonymous, 'chat:join', { chatId })).toMatchObject({
      ok: false,
      status: 401,
    });
    const messages = await call(app, stranger, orderMessagesCall, { chatId });
    expect(messages.statusCode).toBe(403);
  });

  it('pushes the request to the console, acceptance to the user and the low-balance warning to the chat', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9200000004', 2000);
    const user = await signedInUser(app, '9300000004');
    await fund(database.db, user.userId, 10_000, 's4');
    const userSocket = await open(user);
    const psychicSocket = await open(psychic);

    const queued = new Promise((resolve) => psychicSocket.once('console:queue', resolve));
    const token = await requestChat(app, user, psychic.consultantId);
    const chatId = token.json<{ data: { order: { id: number } } }>().data.order.id;
    expect(await queued).toEqual({ consultantId: psychic.consultantId });

    const orderEvent = (kind: ChatOrderEvent['kind']) =>
      new Promise<ChatOrderEvent>((resolve) => {
        const listener = (event: ChatOrderEvent) => {
          if (event.kind !== kind) return;
          userSocket.off('chat:order', listener);
          resolve(event);
        };
        userSocket.on('chat:order', listener);
      });
    const accepted = orderEvent('accepted');
    await call(app, psychic, consoleAcceptCall, { chatId });
    expect(await accepted).toMatchObject({
      order: { id: chatId, status: 'accepted_by_consultant' },
    });
    const started = orderEvent('started');
    await call(app, user, userAcceptOrderCall, { chatId });
    expect(await started).toMatchObject({ order: { status: 'active' } });

    await emitAck(userSocket, 'chat:join', { chatId });
    const warning = new Promise<LowBalanceEvent>((resolve) =>
      userSocket.once('chat:low-balance', resolve),
    );
    time.advance(200); // 300 s affordable: 100 s left
    await app.chatSweeper.sweepOnce();
    expect(await warning).toMatchObject({ chatId, secondsLeft: 100 });
    await emitAck(userSocket, 'chat:end', { chatId });
  });

  it('serves everything after a seq from a new server on the same database (restart)', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9200000005', 1000);
    const user = await signedInUser(app, '9300000005');
    await fund(database.db, user.userId, 10_000, 's5');
    const chatId = await startChat(app, user, psychic);
    const before = await open(user);
    await emitAck(before, 'chat:join', { chatId });
    for (const n of [1, 2, 3]) {
      await emitAck(before, 'chat:send', { chatId, clientId: `r-${n}`, text: `line ${n}` });
    }
    before.disconnect();
    const restarted = await startChatServer({ clock: time.clock, database });
    try {
      const socket = await chatSocket(restarted.url, psychic);
      sockets.push(socket);
      await emitAck(socket, 'chat:join', { chatId });
      const synced = await emitAck(socket, 'chat:sync', { chatId, afterSeq: 0 });
      expect(synced).toMatchObject({
        ok: true,
        messages: [{ seq: 1 }, { seq: 2 }, { seq: 3, text: 'line 3' }],
      });
    } finally {
      await restarted.close();
    }
  });

  it('relays typing to the other side only and marks messages delivered', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9200000006', 1000);
    const user = await signedInUser(app, '9300000006');
    await fund(database.db, user.userId, 10_000, 's6');
    const chatId = await startChat(app, user, psychic);
    const userSocket = await open(user);
    const psychicSocket = await open(psychic);
    await emitAck(userSocket, 'chat:join', { chatId });
    await emitAck(psychicSocket, 'chat:join', { chatId });
    let echoed = false;
    userSocket.on('chat:typing', () => {
      echoed = true;
    });
    const typing = new Promise((resolve) => psychicSocket.once('chat:typing', resolve));
    await emitAck(userSocket, 'chat:typing', { chatId, typing: true });
    expect(await typing).toEqual({ chatId, role: 'user', typing: true });

    await emitAck(userSocket, 'chat:send', { chatId, clientId: 'd-1', text: 'hi' });
    const receipt = new Promise((resolve) => userSocket.once('chat:receipt', resolve));
    await emitAck(psychicSocket, 'chat:delivered', { chatId, seq: 1 });
    expect(await receipt).toMatchObject({ chatId, seq: 1, kind: 'delivered' });
    const [message] = await database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatOrderId, chatId));
    expect(message?.deliveredAt).not.toBeNull();
    expect(message?.readAt).toBeNull();
    expect(echoed).toBe(false);
  });

  it('marks every message read, each receipt from where the last left off; a seq beyond the chat skips nothing', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9200000010', 1000);
    const user = await signedInUser(app, '9300000010');
    await fund(database.db, user.userId, 10_000, 's10');
    const chatId = await startChat(app, user, psychic);
    const userSocket = await open(user);
    const psychicSocket = await open(psychic);
    await emitAck(userSocket, 'chat:join', { chatId });
    await emitAck(psychicSocket, 'chat:join', { chatId });
    let sent = 0;
    const send = async (count: number) => {
      for (let index = 0; index < count; index += 1) {
        sent += 1;
        await emitAck(userSocket, 'chat:send', { chatId, clientId: `r-${sent}`, text: 'hi' });
      }
    };
    const readSeqs = async () =>
      (
        await database.db
          .select({ seq: chatMessages.seq, readAt: chatMessages.readAt })
          .from(chatMessages)
          .where(eq(chatMessages.chatOrderId, chatId))
          .orderBy(chatMessages.seq)
      )
        .filter((row) => row.readAt !== null)
        .map((row) => row.seq);

    await send(3);
    await emitAck(psychicSocket, 'chat:read', { chatId, seq: 2 });
    expect(await readSeqs()).toEqual([1, 2]);
    await send(2);
    await emitAck(psychicSocket, 'chat:read', { chatId, seq: 5 });
    expect(await readSeqs()).toEqual([1, 2, 3, 4, 5]);
    // A page claims more than there is: what it marked (6) is where it goes on from, not 99.
    await send(1);
    await emitAck(psychicSocket, 'chat:read', { chatId, seq: 99 });
    await send(2);
    await emitAck(psychicSocket, 'chat:read', { chatId, seq: 8 });
    expect(await readSeqs()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Delivered goes on from the read: a delivery of what was read changes nothing, tells no one.
    let told = false;
    userSocket.on('chat:receipt', () => {
      told = true;
    });
    await emitAck(psychicSocket, 'chat:delivered', { chatId, seq: 8 });
    // A round trip on the user's socket: a receipt on its way would have come first.
    await emitAck(userSocket, 'chat:sync', { chatId, afterSeq: 99 });
    expect(told).toBe(false);
    await send(1);
    await emitAck(psychicSocket, 'chat:delivered', { chatId, seq: 9 });
    const [ninth] = await database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatOrderId, chatId))
      .orderBy(desc(chatMessages.seq))
      .limit(1);
    expect(ninth).toMatchObject({ seq: 9, readAt: null });
    expect(ninth?.deliveredAt).not.toBeNull();
    // A new page of the reader starts from the beginning and finds nothing left to read but 9.
    const psychicOtherPage = await open(psychic);
    await emitAck(psychicOtherPage, 'chat:join', { chatId });
    await emitAck(psychicOtherPage, 'chat:read', { chatId, seq: 9 });
    expect(await readSeqs()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("sends each frame once: no echo of a sender's own message or receipt, its other page hears both", async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9200000008', 1000);
    const user = await signedInUser(app, '9300000008');
    await fund(database.db, user.userId, 10_000, 's8');
    const chatId = await startChat(app, user, psychic);
    const userSocket = await open(user);
    const userOtherPage = await open(user);
    const psychicSocket = await open(psychic);
    const psychicOtherPage = await open(psychic);
    for (const socket of [userSocket, userOtherPage, psychicSocket, psychicOtherPage]) {
      await emitAck(socket, 'chat:join', { chatId });
    }
    const heard = (socket: Socket, event: string) => {
      const got: unknown[] = [];
      socket.on(event, (payload: unknown) => got.push(payload));
      return got;
    };
    const senderMessages = heard(userSocket, 'chat:message');
    const readerReceipts = heard(psychicSocket, 'chat:receipt');

    const atOther = nextMessages(userOtherPage, 1);
    const atPsychic = nextMessages(psychicSocket, 1);
    const sent = await emitAck(userSocket, 'chat:send', { chatId, clientId: 'e-1', text: 'hi' });
    expect(sent).toMatchObject({ ok: true, message: { seq: 1, clientId: 'e-1' } });
    expect(await atOther).toMatchObject([{ seq: 1 }]);
    expect(await atPsychic).toMatchObject([{ seq: 1 }]);

    // Delivered first (a hidden page), then read: the read keeps the delivery's time.
    const delivered = new Promise((resolve) => userSocket.once('chat:receipt', resolve));
    await emitAck(psychicOtherPage, 'chat:delivered', { chatId, seq: 1 });
    expect(await delivered).toMatchObject({ kind: 'delivered', by: 'consultant' });
    const [afterDelivery] = await database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatOrderId, chatId));
    time.advance(5);
    const toUser = new Promise((resolve) => userSocket.once('chat:receipt', resolve));
    const toReadersOtherPage = new Promise((resolve) =>
      psychicOtherPage.once('chat:receipt', resolve),
    );
    await emitAck(psychicSocket, 'chat:read', { chatId, seq: 1 });
    expect(await toUser).toMatchObject({ kind: 'read', by: 'consultant', seq: 1 });
    expect(await toReadersOtherPage).toMatchObject({ kind: 'read', by: 'consultant' });
    const [afterRead] = await database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatOrderId, chatId));
    expect(afterRead?.deliveredAt).toEqual(afterDelivery?.deliveredAt);
    expect(afterRead?.readAt?.getTime()).toBeGreaterThan(
      afterDelivery?.deliveredAt?.getTime() ?? 0,
    );

    // A read of a message never marked delivered marks it delivered at the same time.
    await emitAck(psychicSocket, 'chat:send', { chatId, clientId: 'f-1', text: 'hello' });
    await emitAck(userSocket, 'chat:read', { chatId, seq: 2 });
    const [, second] = await database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatOrderId, chatId))
      .orderBy(chatMessages.seq);
    expect(second?.readAt).not.toBeNull();
    expect(second?.deliveredAt).toEqual(second?.readAt);

    // A round trip on the sender's socket, so anything still on its way would have come first.
    await emitAck(userSocket, 'chat:sync', { chatId, afterSeq: 0 });
    await emitAck(psychicSocket, 'chat:sync', { chatId, afterSeq: 0 });
    expect(senderMessages.filter((m) => (m as { clientId: string }).clientId === 'e-1')).toEqual(
      [],
    );
    // The psychic's page heard the delivery its other page sent, not its own read.
    expect(
      readerReceipts
        .filter((r) => (r as { by: string }).by === 'consultant')
        .map((r) => (r as { kind: string }).kind),
    ).toEqual(['delivered']);
  });
});
