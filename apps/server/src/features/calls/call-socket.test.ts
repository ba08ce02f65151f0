import type { CallSignalEvent } from '@lumus/contract/voice-call/call-signals';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/call-client';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { chatSocket, emitAck } from '../chat/chat-socket-test-client';
import {
  chatServerPerSuite,
  consultantAccount,
  fund,
  requestChat,
} from '../chat/chat-test-fixtures';
import { orderRow } from '../chat/presence-test-helpers';
import { callPsychic, requestCall, startCall } from './call-test-fixtures';
import { SIGNAL_LIMIT } from './call-socket';

const offer = { type: 'description', description: { type: 'offer', sdp: 'v=0 offer' } } as const;
const answer = { type: 'description', description: { type: 'answer', sdp: 'v=0 answer' } } as const;
const candidate = {
  type: 'candidate',
  candidate: { candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 5000 typ host', sdpMid: '0' },
} as const;

/** Every `call:signal` this socket receives from now on. */
function signalsOf(socket: Socket): CallSignalEvent[] {
  const got: CallSignalEvent[] = [];
  socket.on('call:signal', (event: CallSignalEvent) => got.push(event));
  return got;
}

describe(`call signalling (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server } = chatServerPerSuite({ OTP_SENDS_PER_IP_PER_HOUR: '100' });
  const sockets: Socket[] = [];
  const open = async (user: Parameters<typeof chatSocket>[1]) => {
    const socket = await chatSocket(server.url, user);
    sockets.push(socket);
    return socket;
  };
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  it('relays only between the two parties; strangers, guests and the wrong psychic get 403', async () => {
    const { app, database } = server;
    const db = database.db;
    const psychic = await callPsychic(app, db, '9400000101', { chatRate: 1000, callRate: 1500 });
    const other = await callPsychic(app, db, '9400000102', { chatRate: 1000, callRate: 1500 });
    const user = await signedInUser(app, '9500000101');
    const stranger = await signedInUser(app, '9500000102');
    await fund(db, user.userId, 20_000, 'cs1');
    const chatId = await startCall(app, user, psychic);
    const userSocket = await open(user);
    const consoleSide = await open(psychic);
    const toUser = signalsOf(userSocket);
    const toConsole = signalsOf(consoleSide);

    for (const who of [stranger, other, undefined]) {
      const socket = await open(who);
      const ack = await emitAck(socket, 'call:signal', { chatId, signal: offer });
      expect(ack).toMatchObject({ ok: false, status: 403 });
      const mediaAck = await emitAck(socket, 'call:media', { chatId, connected: true });
      expect(mediaAck).toMatchObject({ ok: false, status: 403 });
    }
    // The guest's made-up token gets no user either.
    const guest = await open({ userId: 424242, headers: { authorization: 'Bearer guest' } });
    expect(await emitAck(guest, 'call:signal', { chatId, signal: offer })).toMatchObject({
      ok: false,
      status: 403,
    });

    expect(await emitAck(userSocket, 'call:signal', { chatId, signal: offer })).toEqual({
      ok: true,
    });
    await expect.poll(() => toConsole.length).toBe(1);
    expect(toConsole[0]).toEqual({ chatId, from: 'user', signal: offer });
    expect(await emitAck(consoleSide, 'call:signal', { chatId, signal: answer })).toEqual({
      ok: true,
    });
    expect(await emitAck(consoleSide, 'call:signal', { chatId, signal: candidate })).toEqual({
      ok: true,
    });
    await expect.poll(() => toUser.length).toBe(2);
    expect(toUser).toEqual([
      { chatId, from: 'consultant', signal: answer },
      { chatId, from: 'consultant', signal: candidate },
    ]);
    // Nothing of the strangers' reached either side, and no side hears its own signals.
    expect(toConsole).toHaveLength(1);
    // Nobody's media flags moved.
    expect(await orderRow(db, chatId)).toMatchObject({
      userMediaUp: false,
      consultantMediaUp: false,
      pauseReason: 'media',
    });
  });

  it('answers 400 for a malformed signal, 404 for an unknown call, 409 for a chat', async () => {
    const { app, database } = server;
    const db = database.db;
    const psychic = await callPsychic(app, db, '9400000103', { chatRate: 1000, callRate: 1500 });
    const user = await signedInUser(app, '9500000103');
    await fund(db, user.userId, 20_000, 'cs2');
    const chatId = await startCall(app, user, psychic);
    const userSocket = await open(user);
    const consoleSide = await open(psychic);
    const toConsole = signalsOf(consoleSide);

    for (const bad of [
      { chatId, signal: { type: 'description', description: { type: 'pranswer', sdp: 'x' } } },
      {
        chatId,
        signal: { type: 'description', description: { type: 'offer', sdp: 'x'.repeat(20_001) } },
      },
      { chatId, signal: { type: 'shout' } },
      { chatId: 'abc', signal: offer },
      null,
    ]) {
      expect(await emitAck(userSocket, 'call:signal', bad)).toMatchObject({
        ok: false,
        status: 400,
      });
    }
    expect(await emitAck(userSocket, 'call:media', { chatId, connected: 'yes' })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      await emitAck(userSocket, 'call:signal', { chatId: 999_999, signal: offer }),
    ).toMatchObject({ ok: false, status: 404 });
    expect(
      await emitAck(userSocket, 'call:media', { chatId: 999_999, connected: true }),
    ).toMatchObject({ ok: false, status: 404 });

    // A chat (not a call) of another pair.
    const chatPsychic = await consultantAccount(app, db, '9400000104', 1000);
    const chatter = await signedInUser(app, '9500000104');
    await fund(db, chatter.userId, 20_000, 'cs3');
    const token = await requestChat(app, chatter, chatPsychic.consultantId);
    const chat = token.json<{ data: { order: { id: number } } }>().data.order.id;
    const chatterSocket = await open(chatter);
    expect(
      await emitAck(chatterSocket, 'call:signal', { chatId: chat, signal: offer }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(toConsole).toEqual([]);
  });

  it('refuses media reports and signals while the call is only requested', async () => {
    const { app, database } = server;
    const db = database.db;
    const psychic = await callPsychic(app, db, '9400000105', { chatRate: 1000, callRate: 1500 });
    const user = await signedInUser(app, '9500000105');
    await fund(db, user.userId, 20_000, 'cs4');
    const token = await requestCall(app, user, psychic.consultantId);
    const chatId = token.json<{ data: { order: { id: number } } }>().data.order.id;
    const userSocket = await open(user);
    expect(await emitAck(userSocket, 'call:media', { chatId, connected: true })).toMatchObject({
      ok: false,
      status: 409,
    });
    // Queued, not answered yet: no signalling either.
    expect(await emitAck(userSocket, 'call:signal', { chatId, signal: offer })).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it('stops a flood of signals from one socket', async () => {
    const { app, database } = server;
    const db = database.db;
    const psychic = await callPsychic(app, db, '9400000106', { chatRate: 1000, callRate: 1500 });
    const user = await signedInUser(app, '9500000106');
    await fund(db, user.userId, 20_000, 'cs5');
    const chatId = await startCall(app, user, psychic);
    const userSocket = await open(user);
    const acks = await Promise.all(
      Array.from({ length: SIGNAL_LIMIT + 5 }, () =>
        emitAck(userSocket, 'call:signal', { chatId, signal: candidate }),
      ),
    );
    expect(acks.filter((ack) => ack.ok)).toHaveLength(SIGNAL_LIMIT);
    expect(acks.filter((ack) => !ack.ok)).toHaveLength(5);
  });
});
