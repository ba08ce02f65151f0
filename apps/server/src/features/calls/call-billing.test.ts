import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { endChatCall, orderDetailCall } from '@lumus/contract/chat/chat-calls';
import { like } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { callData, signedInUser } from '../../test/call-client';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { chatSocket, emitAck } from '../chat/chat-socket-test-client';
import { chatServerPerSuite, fund, type ChatServer } from '../chat/chat-test-fixtures';
import { closeConsole, consoleSocket, orderRow, until } from '../chat/presence-test-helpers';
import { chargeForSeconds } from '../sessions/session-billing';
import { readWalletBalance } from '../wallet/wallet-ledger';
import { walletEntries } from '../wallet/wallet-tables';
import { callPsychic, startCall } from './call-test-fixtures';

const GRACE = 30;

async function callEntries(server: ChatServer, chatId: number) {
  return server.database.db
    .select({ amount: walletEntries.amountMinor, key: walletEntries.idempotencyKey })
    .from(walletEntries)
    .where(like(walletEntries.idempotencyKey, `chat:${chatId}:%`));
}

describe(`call billing (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server, time } = chatServerPerSuite({
    CALL_GRACE_SECONDS: String(GRACE),
    CONSOLE_GRACE_SECONDS: '20',
    CHAT_MIN_MINUTES: '5',
    OTP_SENDS_PER_IP_PER_HOUR: '100',
  });
  const sockets: Socket[] = [];
  const open = async (user: Parameters<typeof chatSocket>[1]) => {
    const socket = await chatSocket(server.url, user);
    sockets.push(socket);
    return socket;
  };
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  /** One side's `call:media` report; the acknowledged order. */
  async function media(socket: Socket, chatId: number, connected: boolean): Promise<ChatOrder> {
    const ack = await emitAck(socket, 'call:media', { chatId, connected });
    if (!ack.ok) throw new Error(`call:media refused: ${String(ack.reason)}`);
    return ack['order'] as ChatOrder;
  }

  it('starts paused for media and bills exactly the seconds both sides were connected', async () => {
    const { app, database } = server;
    const db = database.db;
    const rate = 2700;
    const psychic = await callPsychic(app, db, '9400000001', { chatRate: 2000, callRate: rate });
    const user = await signedInUser(app, '9500000001');
    await fund(db, user.userId, 50_000, 'cb1');
    const t0 = time.clock().getTime();
    const chatId = await startCall(app, user, psychic);
    const started = await orderRow(db, chatId);
    expect(started).toMatchObject({ status: 'active', kind: 'call', pauseReason: 'media' });
    expect(started.startedAt?.getTime()).toBe(t0);
    expect(started.pausedAt?.getTime()).toBe(t0);
    const deadline = started.endsAt?.getTime() ?? 0;
    const userSocket = await open(user);
    const consoleSide = await open(psychic);

    time.advance(5);
    expect(await media(userSocket, chatId, true)).toMatchObject({ pauseReason: 'media' });
    const running = await media(consoleSide, chatId, true);
    expect(running).toMatchObject({ pausedAt: null, pauseReason: null, pausedMs: 5000 });
    expect(running.endsAt).toBe(new Date(deadline + 5000).toISOString());

    time.advance(60);
    const down = await media(userSocket, chatId, false);
    expect(down).toMatchObject({
      pausedAt: time.clock().toISOString(),
      pauseReason: 'media',
    });
    time.advance(15);
    expect(await media(userSocket, chatId, true)).toMatchObject({
      pausedAt: null,
      pausedMs: 20_000,
    });
    time.advance(45);
    const ended = await callData(app, user, endChatCall, { chatId });
    expect(ended).toMatchObject({
      status: 'ended',
      endReason: 'user_ended',
      billedSeconds: 105,
      amountCharged: chargeForSeconds(105, rate),
    });
    expect(await callEntries(server, chatId)).toEqual([
      { amount: -chargeForSeconds(105, rate), key: `chat:${chatId}:final` },
    ]);
    expect(await readWalletBalance(db, user.userId)).toBe(50_000 - chargeForSeconds(105, rate));
  });

  it('ends a call that never connected after the grace period, charging nothing', async () => {
    const { app, database } = server;
    const db = database.db;
    const psychic = await callPsychic(app, db, '9400000002', { chatRate: 1000, callRate: 1500 });
    const user = await signedInUser(app, '9500000002');
    await fund(db, user.userId, 20_000, 'cb2');
    const chatId = await startCall(app, user, psychic);
    const userSocket = await open(user);
    await media(userSocket, chatId, true);

    time.advance(GRACE - 1);
    expect(await app.chatSweeper.sweepOnce()).toMatchObject({ lost: [] });
    time.advance(1);
    expect(await app.chatSweeper.sweepOnce()).toMatchObject({ lost: [chatId] });
    expect(await callData(app, user, orderDetailCall, { chatId })).toMatchObject({
      status: 'ended',
      endReason: 'connection_lost',
      billedSeconds: 0,
      amountCharged: 0,
    });
    expect(await callEntries(server, chatId)).toEqual([]);
    expect(await readWalletBalance(db, user.userId)).toBe(20_000);
  });

  it('ends a call whose audio stays down past the grace, billing only the connected seconds', async () => {
    const { app, database } = server;
    const db = database.db;
    const rate = 1800;
    const psychic = await callPsychic(app, db, '9400000003', { chatRate: 1200, callRate: rate });
    const user = await signedInUser(app, '9500000003');
    await fund(db, user.userId, 20_000, 'cb3');
    const chatId = await startCall(app, user, psychic);
    const userSocket = await open(user);
    const consoleSide = await open(psychic);
    await media(userSocket, chatId, true);
    await media(consoleSide, chatId, true);

    time.advance(40);
    await media(consoleSide, chatId, false);
    time.advance(GRACE + 10);
    expect(await app.chatSweeper.sweepOnce()).toMatchObject({ lost: [chatId], ended: [] });
    expect(await callData(app, user, orderDetailCall, { chatId })).toMatchObject({
      endReason: 'connection_lost',
      billedSeconds: 40,
      amountCharged: chargeForSeconds(40, rate),
    });
    expect(await readWalletBalance(db, user.userId)).toBe(20_000 - chargeForSeconds(40, rate));
  });

  it('ends at balance exhaustion, the deadline moved by every pause', async () => {
    const { app, database } = server;
    const db = database.db;
    const rate = 6000;
    const psychic = await callPsychic(app, db, '9400000004', { chatRate: 5000, callRate: rate });
    const user = await signedInUser(app, '9500000004');
    // Five minutes at ₹60/min: 300 s of talk.
    await fund(db, user.userId, 30_000, 'cb4');
    const chatId = await startCall(app, user, psychic);
    const userSocket = await open(user);
    const consoleSide = await open(psychic);
    time.advance(10);
    await media(userSocket, chatId, true);
    await media(consoleSide, chatId, true);
    time.advance(90);
    await media(userSocket, chatId, false);
    time.advance(20);
    const back = await media(userSocket, chatId, true);
    const startedAt = (await orderRow(db, chatId)).startedAt?.getTime() ?? 0;
    expect(back.endsAt).toBe(new Date(startedAt + 330_000).toISOString());

    time.advance(209);
    expect(await app.chatSweeper.sweepOnce()).toMatchObject({ ended: [] });
    time.advance(1);
    expect(await app.chatSweeper.sweepOnce()).toMatchObject({ ended: [chatId] });
    expect(await callData(app, user, orderDetailCall, { chatId })).toMatchObject({
      endReason: 'balance_exhausted',
      billedSeconds: 300,
      amountCharged: 30_000,
    });
    expect(await readWalletBalance(db, user.userId)).toBe(0);
  });

  it('stays paused for media when the console comes back while the audio is down', async () => {
    const { app, database, url } = server;
    const db = database.db;
    const rate = 2400;
    const psychic = await callPsychic(app, db, '9400000005', { chatRate: 2000, callRate: rate });
    const user = await signedInUser(app, '9500000005');
    await fund(db, user.userId, 30_000, 'cb5');
    const console = await consoleSocket(url, psychic);
    sockets.push(console);
    const chatId = await startCall(app, user, psychic);
    const userSocket = await open(user);
    time.advance(5);
    await media(userSocket, chatId, true);
    await media(console, chatId, true);

    time.advance(25);
    const leftAt = time.clock().getTime();
    await closeConsole(db, console, psychic.consultantId);
    await until(
      async () => (await orderRow(db, chatId)).pauseReason === 'consultant_away',
      'the call to pause for the console',
    );
    time.advance(2);
    // Only recorded: the pause is the console's.
    expect(await media(userSocket, chatId, false)).toMatchObject({
      pauseReason: 'consultant_away',
    });

    time.advance(8);
    const console2 = await consoleSocket(url, psychic);
    sockets.push(console2);
    await until(
      async () => (await orderRow(db, chatId)).pauseReason === 'media',
      'the pause to become a media pause',
    );
    const held = await orderRow(db, chatId);
    expect(held.pausedAt?.getTime()).toBe(leftAt);

    time.advance(10);
    await media(userSocket, chatId, true);
    expect(await media(console2, chatId, true)).toMatchObject({
      pausedAt: null,
      pausedMs: 5000 + 20_000,
    });
    time.advance(10);
    const ended = await callData(app, user, endChatCall, { chatId });
    // 25 s before the console went, 10 s after the audio came back.
    expect(ended).toMatchObject({ billedSeconds: 35, amountCharged: chargeForSeconds(35, rate) });
  });
});
