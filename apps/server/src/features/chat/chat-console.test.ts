import {
  CONSOLE_DECLINE_PATH,
  CONSOLE_HISTORY_PATH,
  CONSOLE_QUEUE_PATH,
  CONSOLE_STATUS_PATH,
  DELETE_ORDER_PATH,
  END_CHAT_PATH,
  FREE_CHAT_PATH,
  HOLD_QUEUE_TOKEN_PATH,
  LATEST_WAITLIST_PATH,
  NPS_ADD_UPDATE_PATH,
  NPS_GET_PATH,
  ORDER_HISTORY_PATH,
  RATING_CREATE_PATH,
  CONSOLE_ACCEPT_PATH,
} from '@lumus/contract/chat/chat-paths';
import { describe, expect, it } from 'vitest';
import { SEED_STEPS } from '../../app/seed-steps';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { runSeed } from '../seed/run-seed';
import { signInByPhone } from '../auth/sign-in-test-helpers';
import { call, signedInUser } from '../payments/payments-test-client';
import { readWalletBalance } from '../wallet/wallet-ledger';
import { consoleDemoMobile } from './console-accounts-seed';
import {
  chatServerPerSuite,
  consultantAccount,
  fund,
  requestChat,
  startChat,
} from './chat-test-fixtures';

describe(`chat console and after-chat calls (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server, time } = chatServerPerSuite({ FREE_CHAT_MINUTES: '3' });

  it('signs a seeded demo psychic in to the console, which a plain user may not use', async () => {
    const { app, database } = server;
    await runSeed(database.db, SEED_STEPS);
    // No customer registration dialog for a psychic: the operator set the account up.
    const login = await signInByPhone(app, { countryCode: '91', mobile: consoleDemoMobile(1) });
    expect(login.body).toMatchObject({ isRegistered: true, data: { role: 'consultant' } });
    const psychic = await signedInUser(app, consoleDemoMobile(1));
    const queue = await call(app, psychic, 'GET', CONSOLE_QUEUE_PATH);
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toMatchObject({ data: { orders: [] } });
    const status = await call(app, psychic, 'POST', CONSOLE_STATUS_PATH, { status: 'online' });
    expect(status.json()).toMatchObject({ data: { status: 'online' } });
    const plain = await signedInUser(app, '9600000001');
    expect((await call(app, plain, 'GET', CONSOLE_QUEUE_PATH)).statusCode).toBe(403);
  });

  it('queues, holds, declines; a free first chat costs nothing up to its minutes', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9600000002', 1200);
    const user = await signedInUser(app, '9600000003');
    expect((await call(app, user, 'GET', FREE_CHAT_PATH)).json()).toMatchObject({
      data: { eligible: true, freeMinutes: 3 },
    });
    // No balance needed for the free first chat.
    const token = await requestChat(app, user, psychic.consultantId);
    expect(token.statusCode).toBe(200);
    const chatId = token.json<{ data: { order: { id: number } } }>().data.order.id;
    const queue = await call(app, psychic, 'GET', CONSOLE_QUEUE_PATH);
    expect(queue.json()).toMatchObject({
      data: { orders: [{ id: chatId, intake: { name: 'Asha', birthTime: null } }] },
    });
    await call(app, user, 'POST', HOLD_QUEUE_TOKEN_PATH, { chatId, hold: true });
    expect((await call(app, psychic, 'POST', CONSOLE_ACCEPT_PATH, { chatId })).statusCode).toBe(
      409,
    );
    await call(app, user, 'POST', HOLD_QUEUE_TOKEN_PATH, { chatId, hold: false });
    const declined = await call(app, psychic, 'POST', CONSOLE_DECLINE_PATH, { chatId });
    expect(declined.json()).toMatchObject({ data: { status: 'declined' } });
    expect((await call(app, user, 'GET', LATEST_WAITLIST_PATH)).json()).toMatchObject({
      data: null,
    });

    const free = await startChat(app, user, psychic);
    time.advance(150);
    const ended = await call(app, user, 'POST', END_CHAT_PATH, { chatId: free });
    expect(ended.json()).toMatchObject({
      data: { freeSeconds: 180, billedSeconds: 0, amountCharged: 0 },
    });
    expect((await call(app, user, 'GET', FREE_CHAT_PATH)).json()).toMatchObject({
      data: { eligible: false },
    });
    expect(await readWalletBalance(database.db, user.userId)).toBe(0);
  });

  it('rates an ended chat once, keeps NPS, hides history entries and shows earnings', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9600000004', 1200);
    const user = await signedInUser(app, '9600000005');
    await fund(database.db, user.userId, 20_000, 'c3');
    // A previous ended chat makes this one paid.
    const first = await startChat(app, user, psychic);
    time.advance(10);
    await call(app, user, 'POST', END_CHAT_PATH, { chatId: first });
    const chatId = await startChat(app, user, psychic);
    time.advance(120);
    await call(app, psychic, 'POST', END_CHAT_PATH, { chatId });

    const rating = { chatId, rating: 5, review: 'Very kind' };
    expect((await call(app, user, 'POST', RATING_CREATE_PATH, rating)).statusCode).toBe(200);
    expect((await call(app, user, 'POST', RATING_CREATE_PATH, rating)).statusCode).toBe(409);
    expect((await call(app, psychic, 'POST', RATING_CREATE_PATH, rating)).statusCode).toBe(409);

    expect((await call(app, user, 'GET', NPS_GET_PATH)).json()).toMatchObject({
      data: { score: null },
    });
    await call(app, user, 'POST', NPS_ADD_UPDATE_PATH, { score: 9, comment: 'Good' });
    await call(app, user, 'POST', NPS_ADD_UPDATE_PATH, { score: 10 });
    expect((await call(app, user, 'GET', NPS_GET_PATH)).json()).toMatchObject({
      data: { score: 10 },
    });

    await call(app, user, 'POST', DELETE_ORDER_PATH, { chatId: first });
    const history = await call(app, user, 'GET', ORDER_HISTORY_PATH);
    expect(history.json()).toMatchObject({
      data: { items: [{ chatId, durationSeconds: 120, amountCharged: 2400 }] },
    });
    expect(history.json<{ data: { items: unknown[] } }>().data.items).toHaveLength(1);
    const earnings = await call(app, psychic, 'GET', CONSOLE_HISTORY_PATH);
    // 70 % of 2400 (the first chat was free, 10 s of it).
    expect(earnings.json()).toMatchObject({ data: { totalEarnings: 1680 } });
  });
});
