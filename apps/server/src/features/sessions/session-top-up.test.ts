import type { ChatOrderEvent } from '@lumus/contract/chat/chat-events';
import { endChatCall, orderDetailCall } from '@lumus/contract/chat/chat-calls';
import { checkoutCall, initiatePaymentCall } from '@lumus/contract/payments/payment-log';
import type { WalletBalanceEvent } from '@lumus/contract/wallet/wallet-events';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { chatSocket } from '../chat/chat-socket-test-client';
import {
  chatServerPerSuite,
  consultantAccount,
  fund,
  startChat,
  type ChatServer,
} from '../chat/chat-test-fixtures';
import { call, signedInUser, type TestUser } from '../../test/call-client';
import { readWalletBalance } from '../wallet/wallet-ledger';

/** Checkout of a custom amount (no pack, no bonus) and Approve on the TEST gateway's page. */
async function topUp(server: ChatServer, user: TestUser, amount: number): Promise<void> {
  const checkout = await call(server.app, user, checkoutCall, { method: 'test', amount });
  expect(checkout.statusCode).toBe(200);
  const paymentLogId = checkout.json<{ data: { id: number } }>().data.id;
  const initiated = await call(server.app, user, initiatePaymentCall, {
    paymentLogId,
    language: 'en',
  });
  const { redirectUrl } = initiated.json<{ data: { redirectUrl: string } }>().data;
  const url = new URL(redirectUrl, 'http://localhost');
  const decided = await server.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision: 'approve' }).toString(),
  });
  expect(decided.statusCode).toBe(303);
}

/** Every `wallet:balance` a socket hears, as it arrives. */
function balances(socket: Socket): WalletBalanceEvent[] {
  const heard: WalletBalanceEvent[] = [];
  socket.on('wallet:balance', (event: WalletBalanceEvent) => heard.push(event));
  return heard;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe(`a top-up during a session (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server, time } = chatServerPerSuite({
    CHAT_MIN_MINUTES: '5',
    OTP_SENDS_PER_IP_PER_HOUR: '100',
  });
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  it('moves the end out at once, not in the last two minutes, and tells only the owner the balance', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9020000001', 2000);
    const user = await signedInUser(app, '9120000001');
    const stranger = await signedInUser(app, '9120000002');
    await fund(database.db, user.userId, 10_000, 'top-up-1'); // 300 s at ₹20/min
    await fund(database.db, stranger.userId, 5_000, 'top-up-1-stranger');
    const chatId = await startChat(app, user, psychic);
    const userSocket = await chatSocket(server.url, user);
    const strangerSocket = await chatSocket(server.url, stranger);
    sockets.push(userSocket, strangerSocket);
    const heardByUser = balances(userSocket);
    const heardByStranger = balances(strangerSocket);
    const extended = new Promise<ChatOrderEvent>((resolve) => {
      userSocket.on('chat:order', (event: ChatOrderEvent) => {
        if (event.kind === 'extended') resolve(event);
      });
    });

    time.advance(30); // 270 s left: far from the last two minutes, no sweep in between
    await topUp(server, user, 6_000); // three more minutes

    const event = await extended;
    const { startedAt, endsAt } = event.order;
    expect(startedAt).not.toBeNull();
    expect(Date.parse(endsAt ?? '') - Date.parse(startedAt ?? '')).toBe(480_000);
    const detail = await call(app, user, orderDetailCall, { chatId });
    expect(detail.json()).toMatchObject({ data: { status: 'active', endsAt } });
    await settle();
    expect(heardByUser).toEqual([{ amount: 16_000, currency: 'INR' }]);
    expect(heardByStranger).toEqual([]);
    expect(await readWalletBalance(database.db, user.userId)).toBe(16_000);
  });

  it('tells the owner the balance after the session is charged', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9020000002', 2000);
    const user = await signedInUser(app, '9120000003');
    const stranger = await signedInUser(app, '9120000004');
    await fund(database.db, user.userId, 10_000, 'top-up-2');
    const chatId = await startChat(app, user, psychic);
    const userSocket = await chatSocket(server.url, user);
    const strangerSocket = await chatSocket(server.url, stranger);
    sockets.push(userSocket, strangerSocket);
    const heardByUser = balances(userSocket);
    const heardByStranger = balances(strangerSocket);
    time.advance(90);
    const ended = await call(app, user, endChatCall, { chatId });
    expect(ended.statusCode).toBe(200);
    await settle();
    expect(heardByUser).toEqual([{ amount: 7_000, currency: 'INR' }]);
    expect(heardByStranger).toEqual([]);
  });
});
