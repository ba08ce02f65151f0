import { endChatCall, orderDetailCall } from '@lumus/contract/chat/chat-calls';
import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { continueSessionCall } from '@lumus/contract/sessions/session-consent';
import { like } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { call, callData, signedInUser, type TestUser } from '../../test/call-client';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { chatSocket, emitAck } from '../chat/chat-socket-test-client';
import { closeConsole, consoleSocket, until } from '../chat/presence-test-helpers';
import {
  chatServerPerSuite,
  consultantAccount,
  fund,
  startChat,
  type ChatServer,
} from '../chat/chat-test-fixtures';
import { readWalletBalance } from '../wallet/wallet-ledger';
import { walletEntries } from '../wallet/wallet-tables';

async function chatEntries(server: ChatServer, chatId: number) {
  return server.database.db
    .select({ amount: walletEntries.amountMinor, key: walletEntries.idempotencyKey })
    .from(walletEntries)
    .where(like(walletEntries.idempotencyKey, `chat:${chatId}:%`));
}

const at = (iso: string | null) => (iso === null ? Number.NaN : Date.parse(iso));

describe(`fair free minutes (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  // Three free minutes for a first chat; ₹20/min after them.
  const { server, time } = chatServerPerSuite({
    FREE_CHAT_MINUTES: '3',
    OTP_SENDS_PER_IP_PER_HOUR: '100',
  });
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });
  const sweep = () => server.app.chatSweeper.sweepOnce();
  const detail = (user: TestUser, chatId: number): Promise<ChatOrder> =>
    callData(server.app, user, orderDetailCall, { chatId });

  /** A new user's free first chat with ₹100 on the wallet (five paid minutes after the free three). */
  async function freeChat(n: number, balance = 10_000) {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, `97100000${n}`, 2000);
    const user = await signedInUser(app, `97200000${n}`);
    if (balance > 0) await fund(database.db, user.userId, balance, `consent-${n}`);
    // The psychic's console is open, as in a real chat (a continue finds them there).
    const console = await consoleSocket(server.url, psychic);
    sockets.push(console);
    const chatId = await startChat(app, user, psychic);
    const order = await detail(user, chatId);
    expect(order).toMatchObject({ freeSeconds: 180 });
    return { psychic, user, chatId, console, startedAt: at(order.startedAt) };
  }

  it('pauses at the exact free end, even swept late, and asks once', async () => {
    const { user, chatId, startedAt } = await freeChat(10);
    time.advance(179);
    expect(await sweep()).toMatchObject({ askedConsent: [], ended: [] });
    time.advance(6); // 185 s: the sweep comes 5 s late
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect([...first.askedConsent, ...second.askedConsent]).toEqual([chatId]);
    const order = await detail(user, chatId);
    expect(order.status).toBe('active');
    expect(order.pauseReason).toBe('consent');
    expect(at(order.pausedAt) - startedAt).toBe(180_000);
    expect(at(order.consentDueAt) - startedAt).toBe(240_000);
    expect(at(order.endsAt) - startedAt).toBe(480_000);
    expect((await sweep()).askedConsent).toEqual([]);
  });

  it('ends free_time_ended with nothing charged when nobody continues within 60 s', async () => {
    const { user, chatId } = await freeChat(11);
    time.advance(181);
    expect((await sweep()).askedConsent).toEqual([chatId]);
    time.advance(58); // 239 s: one second before the answer is due
    expect(await sweep()).toMatchObject({ consentLapsed: [], ended: [] });
    time.advance(2);
    expect((await sweep()).consentLapsed).toEqual([chatId]);
    expect(await detail(user, chatId)).toMatchObject({
      status: 'ended',
      endReason: 'free_time_ended',
      billedSeconds: 0,
      amountCharged: 0,
      consultantEarnings: 0,
    });
    expect(await chatEntries(server, chatId)).toEqual([]);
    expect(await readWalletBalance(server.database.db, user.userId)).toBe(10_000);
    // Too late now.
    const late = await call(server.app, user, continueSessionCall, { chatId });
    expect(late.statusCode).toBe(409);
  });

  it('resumes on continue: the end moves by the pause, which is never billed', async () => {
    const { user, chatId, startedAt } = await freeChat(12);
    time.advance(181);
    await sweep();
    time.advance(19); // 200 s: 20 s after the free end
    const resumed = await call(server.app, user, continueSessionCall, { chatId });
    expect(resumed.statusCode).toBe(200);
    const order = resumed.json<{ data: ChatOrder }>().data;
    expect(order).toMatchObject({
      status: 'active',
      pausedAt: null,
      pauseReason: null,
      consentDueAt: null,
      pausedMs: 20_000,
    });
    expect(at(order.endsAt) - startedAt).toBe(500_000);
    // Asked once per session: the sweep does not pause it again.
    time.advance(100);
    expect(await sweep()).toMatchObject({ askedConsent: [], ended: [] });
    expect((await call(server.app, user, continueSessionCall, { chatId })).statusCode).toBe(409);
    // 501 s: the balance is used up; the paid 300 s cost exactly ₹100.
    time.advance(201);
    expect((await sweep()).ended).toEqual([chatId]);
    expect(await detail(user, chatId)).toMatchObject({
      endReason: 'balance_exhausted',
      billedSeconds: 300,
      amountCharged: 10_000,
      consultantEarnings: 7_000,
    });
    expect(await chatEntries(server, chatId)).toEqual([
      { amount: -10_000, key: `chat:${chatId}:final` },
    ]);
    expect(await readWalletBalance(server.database.db, user.userId)).toBe(0);
  });

  it('refuses a stranger (404), a session not waiting (409) and a late answer (409)', async () => {
    const { app } = server;
    const { user, psychic, chatId } = await freeChat(13);
    const stranger = await signedInUser(app, '9720000099');
    const continueAs = async (who: TestUser, id: number) =>
      (await call(app, who, continueSessionCall, { chatId: id })).json<unknown>();
    time.advance(60);
    expect(await continueAs(user, chatId)).toMatchObject({
      status: 'fail',
      reason: 'This session is not waiting for your answer (any more).',
    });
    expect((await call(app, user, continueSessionCall, { chatId })).statusCode).toBe(409);
    time.advance(121);
    await sweep();
    for (const [who, id] of [
      [stranger, chatId],
      [psychic, chatId],
      [user, 987_654],
    ] as const) {
      const refused = await call(app, who, continueSessionCall, { chatId: id });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ reason: 'No such chat.' });
    }
    expect(await detail(user, chatId)).toMatchObject({ pauseReason: 'consent' });
    // 241 s, the sweep not yet there: the deadline is the server's, not the sweep's.
    time.advance(60);
    expect((await call(app, user, continueSessionCall, { chatId })).statusCode).toBe(409);
    expect((await sweep()).consentLapsed).toEqual([chatId]);
  });

  it('ends at the free end with nothing charged and no question when the balance pays for nothing', async () => {
    const { user, chatId } = await freeChat(14, 0);
    time.advance(181);
    expect(await sweep()).toMatchObject({ askedConsent: [], ended: [chatId] });
    expect(await detail(user, chatId)).toMatchObject({
      endReason: 'balance_exhausted',
      billedSeconds: 0,
      amountCharged: 0,
    });
    expect(await chatEntries(server, chatId)).toEqual([]);
  });

  it('waits for the psychic when their console went away during the question', async () => {
    const { app, database } = server;
    const { user, psychic, chatId, console, startedAt } = await freeChat(16);
    time.advance(181);
    await sweep();
    await closeConsole(database.db, console, psychic.consultantId);
    time.advance(9); // 190 s
    const answer = await call(app, user, continueSessionCall, { chatId });
    expect(answer.json<{ data: ChatOrder }>().data).toMatchObject({
      pauseReason: 'consultant_away',
      consentDueAt: null,
      pausedMs: 10_000,
    });
    expect(at(answer.json<{ data: ChatOrder }>().data.pausedAt) - startedAt).toBe(190_000);
    time.advance(5); // back after 5 s: the clock runs again, the end moved by both pauses
    sockets.push(await consoleSocket(server.url, psychic));
    await until(
      async () => (await detail(user, chatId)).pausedAt === null,
      'the chat to resume when the psychic is back',
    );
    const resumed = await detail(user, chatId);
    expect(resumed.pausedMs).toBe(15_000);
    expect(at(resumed.endsAt) - startedAt).toBe(495_000);
    time.advance(60);
    const ended = await call(app, user, endChatCall, { chatId });
    expect(ended.json()).toMatchObject({ data: { billedSeconds: 60, amountCharged: 2000 } });
  });

  it('refuses messages from both sides while waiting for the answer, and takes them after it', async () => {
    const { user, psychic, chatId } = await freeChat(15);
    const userSocket = await chatSocket(server.url, user);
    const psychicSocket = await chatSocket(server.url, psychic);
    sockets.push(userSocket, psychicSocket);
    await emitAck(userSocket, 'chat:join', { chatId });
    await emitAck(psychicSocket, 'chat:join', { chatId });
    const send = (socket: Socket, clientId: string) =>
      emitAck(socket, 'chat:send', { chatId, clientId, text: 'Hello' });
    expect(await send(userSocket, 'u-1')).toMatchObject({ ok: true });
    time.advance(181);
    await sweep();
    expect(await send(userSocket, 'u-2')).toEqual({
      ok: false,
      status: 409,
      reason: 'The free minutes are over. Continue the chat to send more messages.',
    });
    expect(await send(psychicSocket, 'p-1')).toEqual({
      ok: false,
      status: 409,
      reason: 'Waiting for the user to continue the chat.',
    });
    // A resend of a message stored before the pause still gets its answer.
    expect(await send(userSocket, 'u-1')).toMatchObject({ ok: true, message: { seq: 1 } });
    await call(server.app, user, continueSessionCall, { chatId });
    expect(await send(userSocket, 'u-2')).toMatchObject({ ok: true, message: { seq: 2 } });
    expect(await send(psychicSocket, 'p-1')).toMatchObject({ ok: true, message: { seq: 3 } });
  });
});
