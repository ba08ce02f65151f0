import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { adminUser } from '../admin/admin-test-helpers';
import { call, signedInUser } from '../../test/call-client';
import { readWalletBalance } from '../wallet/wallet-ledger';
import { chatSocket, emitAck } from './chat-socket-test-client';
import {
  chatServerPerSuite,
  consultantAccount,
  fund,
  requestChat,
  startChat,
} from './chat-test-fixtures';
import {
  closeConsole,
  consoleSocket,
  orderEvents,
  orderRow,
  statusOf,
  until,
} from './presence-test-helpers';
import { consoleConnections } from './presence-tables';
import {
  consoleDeclineCall,
  consoleQueueCall,
  consoleStatusCall,
  endChatCall,
} from '@lumus/contract/chat/chat-calls';
import { logoutCall } from '@lumus/contract/auth/auth-calls';
import { adminOrderGetCall, adminOrdersListCall } from '@lumus/contract/admin/admin-calls';

const GRACE = 20;
const orderIdOf = (response: { json: () => unknown }) =>
  (response.json() as { data: { order: { id: number } } }).data.order.id;

describe(`console presence (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server, time } = chatServerPerSuite({
    CONSOLE_GRACE_SECONDS: String(GRACE),
    QUEUE_TOKEN_TTL_SECONDS: '120',
    CHAT_MIN_MINUTES: '5',
    OTP_SENDS_PER_IP_PER_HOUR: '100',
  });
  const sockets: Socket[] = [];
  const track = (socket: Socket) => {
    sockets.push(socket);
    return socket;
  };
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  // First in the suite: no chat is open yet, so only the console's record can make the pass look.
  it('a psychic without any chat whose console closes is still taken offline (an idle pass skips nothing due)', async () => {
    const { app, database, url } = server;
    const db = database.db;
    expect(await app.chatSweeper.sweepOnce()).toMatchObject({ swept: true, away: [] });
    const psychic = await consultantAccount(app, db, '9600000009', 2000);
    await closeConsole(db, track(await consoleSocket(url, psychic)), psychic.consultantId);
    time.advance(GRACE + 1);
    expect((await app.chatSweeper.sweepOnce()).away).toEqual([psychic.consultantId]);
    expect(await statusOf(db, psychic.consultantId)).toBe('offline');
  });

  it('a psychic whose console closes is offline after the grace period; the waiting request is released, nothing charged', async () => {
    const { app, database, url } = server;
    const db = database.db;
    const psychic = await consultantAccount(app, db, '9600000001', 2000);
    const user = await signedInUser(app, '9700000001');
    await fund(db, user.userId, 20_000, 'p1');
    const console = track(await consoleSocket(url, psychic));
    const userSocket = track(await chatSocket(url, user));
    const declined = orderEvents(userSocket, 'declined');
    const chatId = orderIdOf(await requestChat(app, user, psychic.consultantId));

    await closeConsole(db, console, psychic.consultantId);
    time.advance(GRACE - 1);
    expect((await app.chatSweeper.sweepOnce()).away).toEqual([]);
    expect(await statusOf(db, psychic.consultantId)).toBe('online');
    expect((await orderRow(db, chatId)).status).toBe('queued');

    time.advance(2);
    expect((await app.chatSweeper.sweepOnce()).away).toEqual([psychic.consultantId]);
    expect(await statusOf(db, psychic.consultantId)).toBe('offline');
    expect(await orderRow(db, chatId)).toMatchObject({
      status: 'declined',
      endReason: 'consultant_away',
      amountChargedMinor: 0,
    });
    await until(() => declined.length === 1, 'the user to be told');
    expect(declined[0]?.order).toMatchObject({ id: chatId, endReason: 'consultant_away' });
    expect(await readWalletBalance(db, user.userId)).toBe(20_000);
    // Acted on once: the next pass finds nothing to do.
    expect((await app.chatSweeper.sweepOnce()).away).toEqual([]);

    const queue = await call(app, psychic, consoleQueueCall);
    expect(queue.json()).toMatchObject({
      data: { orders: [], missed: [{ id: chatId, endReason: 'consultant_away' }] },
    });
  });

  it('a psychic who comes back within the grace period stays online', async () => {
    const { app, database, url } = server;
    const db = database.db;
    const psychic = await consultantAccount(app, db, '9600000002', 2000);
    await closeConsole(db, track(await consoleSocket(url, psychic)), psychic.consultantId);
    time.advance(GRACE - 5);
    track(await consoleSocket(url, psychic));
    time.advance(GRACE);
    expect((await app.chatSweeper.sweepOnce()).away).toEqual([]);
    expect(await statusOf(db, psychic.consultantId)).toBe('online');
    // The reloaded page's old record is gone; the open one stays.
    const records = await db
      .select({ closedAt: consoleConnections.closedAt })
      .from(consoleConnections)
      .where(eq(consoleConnections.consultantId, psychic.consultantId));
    expect(records).toEqual([{ closedAt: null }]);
  });

  it('pauses billing while the psychic is gone and resumes it with the deadline moved by the pause', async () => {
    const { app, database, url } = server;
    const db = database.db;
    const psychic = await consultantAccount(app, db, '9600000003', 2000);
    const user = await signedInUser(app, '9700000003');
    await fund(db, user.userId, 10_000, 'p3');
    const console = track(await consoleSocket(url, psychic));
    const chatId = await startChat(app, user, psychic);
    const userSocket = track(await chatSocket(url, user));
    expect((await emitAck(userSocket, 'chat:join', { chatId })).ok).toBe(true);
    const paused = orderEvents(userSocket, 'paused');
    const resumed = orderEvents(userSocket, 'resumed');
    const deadline = (await orderRow(db, chatId)).endsAt?.getTime() ?? 0;

    time.advance(60);
    const leftAt = time.clock().toISOString();
    await closeConsole(db, console, psychic.consultantId);
    await until(() => paused.length === 1, 'the user to be told of the pause');
    expect(paused[0]?.order).toMatchObject({ status: 'active', pausedAt: leftAt });

    time.advance(GRACE - 5);
    expect(await app.chatSweeper.sweepOnce()).toMatchObject({ ended: [], abandoned: [] });
    track(await consoleSocket(url, psychic));
    await until(() => resumed.length === 1, 'the user to be told of the return');
    const back = await orderRow(db, chatId);
    expect(back.pausedAt).toBeNull();
    expect(back.endsAt?.getTime()).toBe(deadline + (GRACE - 5) * 1000);

    time.advance(30);
    const ended = await call(app, user, endChatCall, { chatId });
    // 60 s before and 30 s after the pause: 90 s at ₹20/min.
    expect(ended.json()).toMatchObject({
      data: { endReason: 'user_ended', billedSeconds: 90, amountCharged: 3000 },
    });
    expect(await readWalletBalance(db, user.userId)).toBe(7000);
  });

  it('ends the chat when the psychic does not return, billing only the time both were there', async () => {
    const { app, database, url } = server;
    const db = database.db;
    const psychic = await consultantAccount(app, db, '9600000004', 2000);
    const user = await signedInUser(app, '9700000004');
    await fund(db, user.userId, 10_000, 'p4');
    const console = track(await consoleSocket(url, psychic));
    const chatId = await startChat(app, user, psychic);
    const userSocket = track(await chatSocket(url, user));
    await emitAck(userSocket, 'chat:join', { chatId });
    const endings = orderEvents(userSocket, 'ended');

    time.advance(45);
    await closeConsole(db, console, psychic.consultantId);
    time.advance(GRACE + 100);
    const swept = await app.chatSweeper.sweepOnce();
    expect(swept).toMatchObject({ abandoned: [chatId], away: [psychic.consultantId] });
    await until(() => endings.length === 1, 'the user to be told of the end');
    // 45 s at ₹20/min; the 120 s gone are not billed.
    expect(endings[0]?.order).toMatchObject({
      status: 'ended',
      endReason: 'consultant_lost_connection',
      billedSeconds: 45,
      amountCharged: 1500,
      consultantEarnings: 1050,
    });
    expect(await readWalletBalance(db, user.userId)).toBe(8500);
    expect(await statusOf(db, psychic.consultantId)).toBe('offline');

    // The operator's order detail says why it ended.
    const admin = await adminUser(app, db, '9822200091');
    const detail = await call(app, admin, adminOrderGetCall, { id: chatId });
    expect(detail.json()).toMatchObject({
      data: {
        order: { endReason: 'consultant_lost_connection' },
        billing: { billedSeconds: 45, charged: 1500 },
      },
    });
  });

  it('does not end a paused chat at its deadline: the balance is not spent while the psychic is gone', async () => {
    const { app, database, url } = server;
    const db = database.db;
    const psychic = await consultantAccount(app, db, '9600000005', 6000);
    const user = await signedInUser(app, '9700000005');
    await fund(db, user.userId, 30_000, 'p5'); // 300 s at ₹60/min
    const console = track(await consoleSocket(url, psychic));
    const chatId = await startChat(app, user, psychic);
    time.advance(290);
    await closeConsole(db, console, psychic.consultantId);
    time.advance(GRACE - 1);
    expect(await app.chatSweeper.sweepOnce()).toMatchObject({ ended: [], abandoned: [] });
    track(await consoleSocket(url, psychic));
    await until(async () => (await orderRow(db, chatId)).pausedAt === null, 'the chat to resume');
    time.advance(11);
    expect((await app.chatSweeper.sweepOnce()).ended).toEqual([chatId]);
    expect(await orderRow(db, chatId)).toMatchObject({
      endReason: 'balance_exhausted',
      billedSeconds: 300,
      amountChargedMinor: 30_000,
    });
  });

  it('switching offline by hand releases the waiting requests at once', async () => {
    const { app, database } = server;
    const db = database.db;
    const psychic = await consultantAccount(app, db, '9600000006', 2000);
    const user = await signedInUser(app, '9700000006');
    await fund(db, user.userId, 20_000, 'p6');
    const chatId = orderIdOf(await requestChat(app, user, psychic.consultantId));
    const set = await call(app, psychic, consoleStatusCall, { status: 'offline' });
    expect(set.statusCode).toBe(200);
    expect(await orderRow(db, chatId)).toMatchObject({
      status: 'declined',
      endReason: 'consultant_away',
    });
    expect(await readWalletBalance(db, user.userId)).toBe(20_000);
  });

  it('signing out takes the psychic offline and releases the waiting requests', async () => {
    const { app, database } = server;
    const db = database.db;
    const psychic = await consultantAccount(app, db, '9600000007', 2000);
    const user = await signedInUser(app, '9700000007');
    await fund(db, user.userId, 20_000, 'p7');
    const chatId = orderIdOf(await requestChat(app, user, psychic.consultantId));
    const out = await app.inject({
      method: 'POST',
      url: logoutCall.path,
      headers: psychic.headers,
    });
    expect(out.statusCode).toBe(200);
    expect(await statusOf(db, psychic.consultantId)).toBe('offline');
    expect(await orderRow(db, chatId)).toMatchObject({
      status: 'declined',
      endReason: 'consultant_away',
    });
  });

  it('two requests in a row lapsing unanswered take the psychic offline with a notice; an answer in between does not', async () => {
    const { app, database } = server;
    const db = database.db;
    const psychic = await consultantAccount(app, db, '9600000008', 2000);
    const users = [];
    for (let i = 0; i < 4; i += 1) {
      const user = await signedInUser(app, `970000010${i}`);
      await fund(db, user.userId, 20_000, `p8-${i}`);
      users.push(user);
    }
    const [u0, u1, u2, u3] = users;
    if (u0 === undefined || u1 === undefined || u2 === undefined || u3 === undefined) {
      throw new Error('four users');
    }

    // Lapse, then an answer: not in a row.
    const first = orderIdOf(await requestChat(app, u0, psychic.consultantId));
    time.advance(121);
    expect((await app.chatSweeper.sweepOnce()).expired).toEqual([first]);
    const second = orderIdOf(await requestChat(app, u1, psychic.consultantId));
    await call(app, psychic, consoleDeclineCall, { chatId: second, reason: 'busy' });
    const third = orderIdOf(await requestChat(app, u2, psychic.consultantId));
    time.advance(121);
    expect((await app.chatSweeper.sweepOnce()).expired).toEqual([third]);
    expect(await statusOf(db, psychic.consultantId)).toBe('online');

    const fourth = orderIdOf(await requestChat(app, u3, psychic.consultantId));
    time.advance(121);
    expect((await app.chatSweeper.sweepOnce()).expired).toEqual([fourth]);
    expect(await statusOf(db, psychic.consultantId)).toBe('offline');
    const queue = await call(app, psychic, consoleQueueCall);
    expect(queue.json()).toMatchObject({ data: { notice: 'missed_requests' } });
    const missed = queue.json<{ data: { missed: { id: number }[] } }>().data.missed;
    expect(missed.map((order) => order.id)).toEqual([fourth, third, first]);

    // Going online again clears the notice.
    await call(app, psychic, consoleStatusCall, { status: 'online' });
    const after = await call(app, psychic, consoleQueueCall);
    expect(after.json()).toMatchObject({ data: { notice: null } });
  });

  it("lists a psychic's missed requests for the operator, and only those", async () => {
    const { app, database } = server;
    const db = database.db;
    const psychic = await consultantAccount(app, db, '9600000010', 2000);
    const asked = await signedInUser(app, '9700000010');
    const answered = await signedInUser(app, '9700000011');
    await fund(db, asked.userId, 20_000, 'p10');
    await fund(db, answered.userId, 20_000, 'p11');
    const declined = orderIdOf(await requestChat(app, answered, psychic.consultantId));
    await call(app, psychic, consoleDeclineCall, { chatId: declined, reason: 'busy' });
    const missed = orderIdOf(await requestChat(app, asked, psychic.consultantId));
    await call(app, psychic, consoleStatusCall, { status: 'offline' });

    const admin = await adminUser(app, db, '9822200092');
    const listed = await call(app, admin, adminOrdersListCall, {
      consultantId: psychic.consultantId,
      status: 'missed',
    });
    expect(listed.json()).toMatchObject({
      data: { total: 1, items: [{ id: missed, endReason: 'consultant_away' }] },
    });
  });

  it('refuses console:present from an account that is not a psychic', async () => {
    const user = await signedInUser(server.app, '9700000009');
    const socket = track(await chatSocket(server.url, user));
    expect(await emitAck(socket, 'console:present', {})).toMatchObject({ ok: false, status: 403 });
  });
});
