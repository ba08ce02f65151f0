import type { ChatOrderEvent } from '@lumus/contract/chat/chat-events';
import {
  CONSOLE_SUSPENDED_REASON,
  type ConsoleSuspensionEvent,
} from '@lumus/contract/chat/console-suspension';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { adminUser } from '../admin/admin-test-helpers';
import { consultants } from '../catalogue/catalogue-tables';
import { setConsultantStatus } from '../catalogue/consultant-status';
import { call, signedInUser, type TestUser } from '../../test/call-client';
import { chatSocket, emitAck } from './chat-socket-test-client';
import { nextEvent, suspend } from './console-suspension-test-helpers';
import { chatOrders } from '../sessions/session-tables';
import { chatMessages } from './chat-tables';
import {
  chatServerPerSuite,
  consultantAccount,
  fund,
  requestChat,
  startChat,
} from './chat-test-fixtures';
import {
  consoleAcceptCall,
  consoleDeclineCall,
  consoleHistoryCall,
  consoleQueueCall,
  consoleStatusCall,
  endChatCall,
  orderDetailCall,
  orderMessagesCall,
} from '@lumus/contract/chat/chat-calls';
import { adminConsultantGetCall } from '@lumus/contract/admin/admin-calls';

const refused = { status: 'fail', reason: CONSOLE_SUSPENDED_REASON };

const orderIdOf = (response: { json: () => unknown }) =>
  (response.json() as { data: { order: { id: number } } }).data.order.id;

describe(`a suspended psychic's console (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server, time } = chatServerPerSuite();
  const sockets: Socket[] = [];
  const open = async (user: TestUser) => {
    const socket = await chatSocket(server.url, user);
    sockets.push(socket);
    return socket;
  };
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  it('refuses every console call and chat event at once, lets the chat in progress end, and gives access back without a new sign-in', async () => {
    const { app, database } = server;
    const db = database.db;
    const admin = await adminUser(app, db, '9710000001');
    // Signed in before the suspension: this token must stop working for the console at once.
    const psychic = await consultantAccount(app, db, '9710000002', 1000);
    const { consultantId } = psychic;
    const [chatter, waiter, declined] = await Promise.all(
      ['9710000003', '9710000004', '9710000005'].map((mobile) => signedInUser(app, mobile)),
    );
    if (chatter === undefined || waiter === undefined || declined === undefined) throw new Error();
    for (const user of [chatter, waiter, declined])
      await fund(db, user.userId, 50_000, `s${user.userId}`);

    // Before: every console call and chat event of the psychic works.
    const earlier = await startChat(app, chatter, psychic);
    time.advance(90);
    expect((await call(app, psychic, endChatCall, { chatId: earlier })).statusCode).toBe(200);
    expect(
      (await call(app, psychic, consoleStatusCall, { status: 'offline' })).json(),
    ).toMatchObject({ data: { status: 'offline' } });
    expect(
      (await call(app, psychic, consoleStatusCall, { status: 'online' })).json(),
    ).toMatchObject({ data: { status: 'online' } });
    const live = await startChat(app, chatter, psychic);
    const toDecline = orderIdOf(await requestChat(app, declined, consultantId));
    expect(
      (await call(app, psychic, consoleDeclineCall, { chatId: toDecline, reason: 'busy' }))
        .statusCode,
    ).toBe(200);
    const waiting = orderIdOf(await requestChat(app, waiter, consultantId));
    const queue = await call(app, psychic, consoleQueueCall);
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toMatchObject({ data: { orders: [{ id: live }, { id: waiting }] } });
    expect((await call(app, psychic, consoleHistoryCall)).statusCode).toBe(200);

    const console1 = await open(psychic);
    const waiterSocket = await open(waiter);
    const chatterSocket = await open(chatter);
    const events = [
      ['chat:join', { chatId: earlier }],
      ['chat:sync', { chatId: earlier, afterSeq: 0 }],
      ['chat:join', { chatId: live }],
      ['chat:send', { chatId: live, clientId: 'before-1', text: 'Hello' }],
      ['chat:sync', { chatId: live, afterSeq: 0 }],
    ] as const;
    for (const [event, payload] of events) {
      expect(await emitAck(console1, event, payload), event).toMatchObject({ ok: true });
    }
    const seen = await emitAck(console1, 'chat:read', { chatId: live, seq: 1 });
    expect(seen).toMatchObject({ ok: true });

    // The admin suspends: the open console hears it, the waiting user is told at once.
    const told = nextEvent<ConsoleSuspensionEvent>(
      console1,
      'console:suspension',
      (event) => event.consultantId === consultantId,
    );
    const released = nextEvent<ChatOrderEvent>(
      waiterSocket,
      'chat:order',
      (event) => event.order.id === waiting,
    );
    const suspended = await suspend(app, admin, consultantId, true);
    expect(suspended.json()).toMatchObject({ data: { suspended: true, status: 'busy' } });
    await expect(told).resolves.toEqual({ consultantId, suspended: true });
    await expect(released).resolves.toMatchObject({
      kind: 'declined',
      order: { status: 'declined', endReason: 'consultant_suspended' },
    });

    // Every console call is refused with the reason; the queue's refusal carries the live chat.
    const queueAfter = await call(app, psychic, consoleQueueCall);
    expect(queueAfter.statusCode).toBe(403);
    expect(queueAfter.json()).toMatchObject({
      ...refused,
      data: { consultantId, live: { id: live, status: 'active' } },
    });
    for (const [target, fields] of [
      [consoleAcceptCall, { chatId: waiting }],
      [consoleDeclineCall, { chatId: waiting, reason: 'busy' }],
      [consoleStatusCall, { status: 'online' }],
    ] as const) {
      const path = target.path;
      const answer = await call(app, psychic, target, fields, { method: 'POST' });
      expect(answer.statusCode, path).toBe(403);
      expect(answer.json(), path).toEqual(refused);
    }
    const history = await call(app, psychic, consoleHistoryCall);
    expect([history.statusCode, history.json()]).toEqual([403, refused]);
    // Chats other than the one in progress are closed to them, by call and by socket.
    for (const target of [orderDetailCall, orderMessagesCall]) {
      const path = target.path;
      const answer = await call(app, psychic, target, { chatId: earlier }, { method: 'GET' });
      expect([answer.statusCode, answer.json()], path).toEqual([403, refused]);
    }
    for (const [event, payload] of [
      ['chat:join', { chatId: earlier }],
      ['chat:sync', { chatId: earlier, afterSeq: 0 }],
      ['chat:join', { chatId: waiting }],
      ['chat:end', { chatId: waiting }],
    ] as const) {
      expect(await emitAck(console1, event, payload), event).toEqual({
        ok: false,
        status: 403,
        reason: CONSOLE_SUSPENDED_REASON,
      });
    }

    // The chat in progress runs on, on the socket joined before and on a new one.
    const console2 = await open(psychic);
    expect(await emitAck(console2, 'chat:join', { chatId: live })).toMatchObject({ ok: true });
    const arriving = nextEvent<{ text: string }>(chatterSocket, 'chat:message', () => true);
    await emitAck(chatterSocket, 'chat:join', { chatId: live });
    expect(
      await emitAck(console1, 'chat:send', {
        chatId: live,
        clientId: 'after-1',
        text: 'Still here',
      }),
    ).toMatchObject({ ok: true, message: { seq: 2 } });
    await expect(arriving).resolves.toMatchObject({ text: 'Still here' });
    for (const [event, payload] of [
      ['chat:typing', { chatId: live, typing: true }],
      ['chat:sync', { chatId: live, afterSeq: 0 }],
      ['chat:delivered', { chatId: live, seq: 1 }],
    ] as const) {
      expect(await emitAck(console1, event, payload), event).toMatchObject({ ok: true });
    }
    expect((await call(app, psychic, orderMessagesCall, { chatId: live })).statusCode).toBe(200);
    // The user's last words, which the psychic has not read when the chat ends.
    expect(
      await emitAck(chatterSocket, 'chat:send', { chatId: live, clientId: 'u-1', text: 'Thanks' }),
    ).toMatchObject({ ok: true, message: { seq: 3 } });
    time.advance(120);
    expect(await emitAck(console1, 'chat:end', { chatId: live })).toMatchObject({
      ok: true,
      order: { status: 'ended', endReason: 'consultant_ended' },
    });
    // Ended: the chat is closed to them as well, and the end of it left them offline, not online.
    expect(
      await emitAck(console1, 'chat:send', { chatId: live, clientId: 'after-2', text: 'x' }),
    ).toEqual({
      ok: false,
      status: 403,
      reason: CONSOLE_SUSPENDED_REASON,
    });
    // So is every other event of theirs in it: a resend of a message stored while it ran, typing,
    // and receipts, which store nothing.
    for (const [event, payload] of [
      ['chat:send', { chatId: live, clientId: 'after-1', text: 'Still here' }],
      ['chat:typing', { chatId: live, typing: false }],
      ['chat:delivered', { chatId: live, seq: 3 }],
      ['chat:read', { chatId: live, seq: 3 }],
    ] as const) {
      expect(await emitAck(console1, event, payload), event).toEqual({
        ok: false,
        status: 403,
        reason: CONSOLE_SUSPENDED_REASON,
      });
    }
    const [unread] = await db
      .select({ deliveredAt: chatMessages.deliveredAt, readAt: chatMessages.readAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.chatOrderId, live), eq(chatMessages.seq, 3)));
    expect(unread).toEqual({ deliveredAt: null, readAt: null });
    const [row] = await db
      .select({ status: consultants.status })
      .from(consultants)
      .where(eq(consultants.id, consultantId));
    expect(row?.status).toBe('offline');
    // Going offline is the one change they may make; the admin record never reads online.
    expect(
      (await call(app, psychic, consoleStatusCall, { status: 'offline' })).json(),
    ).toMatchObject({ data: { status: 'offline' } });
    expect(
      (await call(app, admin, adminConsultantGetCall, { id: consultantId })).json(),
    ).toMatchObject({
      data: { suspended: true, status: 'offline' },
    });
    const [leftOver] = await db.select().from(chatOrders).where(eq(chatOrders.id, waiting));
    expect(leftOver).toMatchObject({ status: 'declined', endReason: 'consultant_suspended' });

    // Lifted: the same token works again, the consoles hear of it.
    const toldAgain = nextEvent<ConsoleSuspensionEvent>(
      console2,
      'console:suspension',
      (event) => event.consultantId === consultantId,
    );
    expect((await suspend(app, admin, consultantId, false)).json()).toMatchObject({
      data: { suspended: false },
    });
    await expect(toldAgain).resolves.toEqual({ consultantId, suspended: false });
    expect((await call(app, psychic, consoleQueueCall)).statusCode).toBe(200);
    expect((await call(app, psychic, consoleHistoryCall)).statusCode).toBe(200);
    expect(
      (await call(app, psychic, consoleStatusCall, { status: 'online' })).json(),
    ).toMatchObject({ data: { status: 'online' } });
    expect(await emitAck(console1, 'chat:sync', { chatId: earlier, afterSeq: 0 })).toMatchObject({
      ok: true,
    });
  });

  it('keeps a suspended psychic offline whoever asks for online, and takes no new requests', async () => {
    const { app, database } = server;
    const admin = await adminUser(app, database.db, '9710000011');
    const psychic = await consultantAccount(app, database.db, '9710000012', 1000);
    const user = await signedInUser(app, '9710000013');
    await fund(database.db, user.userId, 50_000, 'suspended-new');
    await suspend(app, admin, psychic.consultantId, true);
    const request = await requestChat(app, user, psychic.consultantId);
    expect(request.statusCode).toBeGreaterThanOrEqual(400);
    const entry = await setConsultantStatus(
      { db: database.db, io: server.io, clock: time.clock },
      { id: psychic.consultantId },
      'online',
    );
    expect(entry.status).toBe('offline');
  });
});
