import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { call, signedInUser } from '../../test/call-client';
import { readWalletBalance } from '../wallet/wallet-ledger';
import { refundSession } from './session-refunds';
import { walletEntries } from '../wallet/wallet-tables';
import {
  chatServerPerSuite,
  consultantAccount,
  fund,
  requestChat,
  startChat,
  type ChatServer,
} from '../chat/chat-test-fixtures';
import {
  endChatCall,
  orderDetailCall,
  orderHistoryCall,
  waitlistCall,
} from '@lumus/contract/chat/chat-calls';

async function chatEntries(server: ChatServer, chatId: number) {
  return server.database.db
    .select({ amount: walletEntries.amountMinor, key: walletEntries.idempotencyKey })
    .from(walletEntries)
    .where(like(walletEntries.idempotencyKey, `chat:${chatId}:%`));
}

describe(`chat billing (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server, time } = chatServerPerSuite({
    CHAT_MIN_MINUTES: '5',
    QUEUE_TOKEN_TTL_SECONDS: '120',
    PLATFORM_SHARE_PERCENT: '30',
    // Every sign-in of the file comes from one address.
    OTP_SENDS_PER_IP_PER_HOUR: '100',
  });

  it('charges 90 s at ₹20/min exactly ₹30.00 once, with 70 % to the consultant', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9000000001', 2000);
    const user = await signedInUser(app, '9100000001');
    await fund(database.db, user.userId, 20_000, 'b1');
    const chatId = await startChat(app, user, psychic);
    time.advance(90);
    const ended = await call(app, user, endChatCall, { chatId });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({
      data: {
        status: 'ended',
        endReason: 'user_ended',
        billedSeconds: 90,
        amountCharged: 3000,
        consultantEarnings: 2100,
      },
    });
    // Ending again (either side) charges nothing more.
    await call(app, psychic, endChatCall, { chatId });
    expect(await chatEntries(server, chatId)).toEqual([
      { amount: -3000, key: `chat:${chatId}:final` },
    ]);
    expect(await readWalletBalance(database.db, user.userId)).toBe(17_000);
    const history = await call(app, user, orderHistoryCall);
    expect(history.json()).toMatchObject({
      data: { items: [{ chatId, durationSeconds: 90, amountCharged: 3000 }] },
    });
  });

  it('floors 61 s at ₹7/min to 711 paise', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9000000002', 700);
    const user = await signedInUser(app, '9100000002');
    await fund(database.db, user.userId, 5_000, 'b2');
    const chatId = await startChat(app, user, psychic);
    time.advance(61);
    const ended = await call(app, psychic, endChatCall, { chatId });
    expect(ended.json()).toMatchObject({
      data: { endReason: 'consultant_ended', billedSeconds: 61, amountCharged: 711 },
    });
    expect(await readWalletBalance(database.db, user.userId)).toBe(5_000 - 711);
  });

  it('charges nothing when the consultant leaves in the first minute', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9000000003', 2000);
    const user = await signedInUser(app, '9100000003');
    await fund(database.db, user.userId, 10_000, 'b3');
    const chatId = await startChat(app, user, psychic);
    time.advance(45);
    const ended = await call(app, psychic, endChatCall, { chatId });
    expect(ended.json()).toMatchObject({
      data: { endReason: 'consultant_left_early', amountCharged: 0 },
    });
    expect(await chatEntries(server, chatId)).toEqual([]);
  });

  it('refuses a request below the minimum balance and says how much is missing', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9000000004', 2000);
    const user = await signedInUser(app, '9100000004');
    await fund(database.db, user.userId, 9_000, 'b4');
    const response = await requestChat(app, user, psychic.consultantId);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      status: 'fail',
      data: { requiredAmount: 10_000, balance: 9_000, shortfall: 1_000 },
    });
  });

  it('warns two minutes before the end, extends on a recharge and ends at zero charging exactly the balance', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9000000005', 2000);
    const user = await signedInUser(app, '9100000005');
    await fund(database.db, user.userId, 10_000, 'b5');
    const chatId = await startChat(app, user, psychic);
    const sweep = () => app.chatSweeper.sweepOnce();

    time.advance(170);
    expect((await sweep()).warned).toEqual([]);
    time.advance(11); // 181 s: 119 s left of 300
    expect(await sweep()).toMatchObject({ warned: [chatId], ended: [] });
    expect((await sweep()).warned).toEqual([]);

    await fund(database.db, user.userId, 2_000, 'b5-recharge'); // one more minute
    expect(await sweep()).toMatchObject({ extended: [chatId], ended: [] });
    const detail = await call(app, user, orderDetailCall, { chatId });
    const { startedAt, endsAt } = detail.json<{ data: { startedAt: string; endsAt: string } }>()
      .data;
    expect(Date.parse(endsAt) - Date.parse(startedAt)).toBe(360_000);

    time.advance(120); // 301 s: past the old end, before the new one
    expect((await sweep()).ended).toEqual([]);
    time.advance(65); // 366 s
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect([...first.ended, ...second.ended]).toEqual([chatId]);
    const order = await call(app, user, orderDetailCall, { chatId });
    expect(order.json()).toMatchObject({
      data: { status: 'ended', endReason: 'balance_exhausted', amountCharged: 12_000 },
    });
    expect(await readWalletBalance(database.db, user.userId)).toBe(0);
  });

  it('counts a recharge made long before the warning: the deadline moves out instead of a warning', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9000000009', 2000);
    const user = await signedInUser(app, '9100000009');
    await fund(database.db, user.userId, 10_000, 'b9');
    const chatId = await startChat(app, user, psychic);
    const sweep = () => app.chatSweeper.sweepOnce();

    time.advance(60);
    await fund(database.db, user.userId, 6_000, 'b9-early'); // three more minutes
    expect(await sweep()).toMatchObject({ extended: [], warned: [] });
    time.advance(121); // 181 s: the old deadline (300 s) is 119 s away
    expect(await sweep()).toMatchObject({ extended: [chatId], warned: [], ended: [] });
    const detail = await call(app, user, orderDetailCall, { chatId });
    const { startedAt, endsAt } = detail.json<{ data: { startedAt: string; endsAt: string } }>()
      .data;
    expect(Date.parse(endsAt) - Date.parse(startedAt)).toBe(480_000);
    time.advance(180); // 361 s: 119 s before the new end, the warning comes once
    expect(await sweep()).toMatchObject({ extended: [], warned: [chatId] });
    expect((await sweep()).warned).toEqual([]);
    await call(app, user, endChatCall, { chatId });
  });

  it('expires a token nobody accepted and charges nothing', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9000000006', 2000);
    const user = await signedInUser(app, '9100000006');
    await fund(database.db, user.userId, 10_000, 'b6');
    const token = await requestChat(app, user, psychic.consultantId);
    const chatId = token.json<{ data: { order: { id: number } } }>().data.order.id;
    const waiting = await call(app, user, waitlistCall, { chatId });
    expect(waiting.json()).toMatchObject({ data: { position: 1 } });
    time.advance(121);
    expect((await app.chatSweeper.sweepOnce()).expired).toEqual([chatId]);
    const detail = await call(app, user, orderDetailCall, { chatId });
    expect(detail.json()).toMatchObject({ data: { status: 'expired', amountCharged: 0 } });
    expect(await chatEntries(server, chatId)).toEqual([]);
    expect(await readWalletBalance(database.db, user.userId)).toBe(10_000);
    // The user may ask again once the token is gone.
    expect((await requestChat(app, user, psychic.consultantId)).statusCode).toBe(200);
  });

  it('lets only one of several concurrent requests of a user open a token', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9000000007', 1000);
    const user = await signedInUser(app, '9100000007');
    await fund(database.db, user.userId, 10_000, 'b7');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => requestChat(app, user, psychic.consultantId)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('refuses another user the chat: detail and end are 403', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9000000008', 1000);
    const user = await signedInUser(app, '9100000008');
    const stranger = await signedInUser(app, '9100000009');
    await fund(database.db, user.userId, 10_000, 'b8');
    const chatId = await startChat(app, user, psychic);
    for (const target of [orderDetailCall, endChatCall]) {
      const response = await call(app, stranger, target, { chatId }, { method: 'POST' });
      expect(response.statusCode).toBe(403);
    }
    const [row] = await database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.idempotencyKey, `chat:${chatId}:final`));
    expect(row).toBeUndefined();
  });

  it('refunds a chat the platform failed once, however often it is asked', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9000000010', 2000);
    const user = await signedInUser(app, '9100000010');
    await fund(database.db, user.userId, 20_000, 'b10');
    const chatId = await startChat(app, user, psychic);
    time.advance(120);
    await call(app, user, endChatCall, { chatId });
    expect(await readWalletBalance(database.db, user.userId)).toBe(16_000);
    const refund = () =>
      refundSession(database.db, {
        chatId,
        amount: 'rest',
        idempotencyKey: `chat:${chatId}:refund`,
        platformFault: true,
        at: time.clock(),
      });
    expect(await refund()).toMatchObject({ applied: true, entry: { amountMinor: 4000 } });
    expect(await refund()).toMatchObject({ applied: false, entry: { amountMinor: 4000 } });
    expect(await readWalletBalance(database.db, user.userId)).toBe(20_000);
    expect(await chatEntries(server, chatId)).toEqual([
      { amount: -4000, key: `chat:${chatId}:final` },
      { amount: 4000, key: `chat:${chatId}:refund` },
    ]);
    const detail = await call(app, user, orderDetailCall, { chatId });
    expect(detail.json()).toMatchObject({
      data: { endReason: 'platform_fault', refunded: true, consultantEarnings: 0 },
    });
  });
});
