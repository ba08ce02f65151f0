import { describe, expect, it } from 'vitest';
import { SEED_STEPS } from '../../app/seed-steps';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { runSeed } from '../seed/run-seed';
import { signInByPhone } from '../auth/sign-in-test-helpers';
import { call, signedInUser } from '../../test/call-client';
import { readWalletBalance } from '../wallet/wallet-ledger';
import { consoleDemoMobile } from './console-accounts-seed';
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
  createRatingCall,
  deleteOrderCall,
  endChatCall,
  freeChatCall,
  holdQueueTokenCall,
  latestWaitlistCall,
  npsScoreCall,
  orderHistoryCall,
  saveNpsScoreCall,
} from '@lumus/contract/chat/chat-calls';

describe(`chat console and after-chat calls (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server, time } = chatServerPerSuite({ FREE_CHAT_MINUTES: '3' });

  it('signs a seeded demo psychic in to the console, which a plain user may not use', async () => {
    const { app, database } = server;
    await runSeed(database.db, SEED_STEPS);
    // No customer registration dialog for a psychic: the operator set the account up.
    const login = await signInByPhone(app, { countryCode: '91', mobile: consoleDemoMobile(1) });
    expect(login.body).toMatchObject({ isRegistered: true, data: { role: 'consultant' } });
    const psychic = await signedInUser(app, consoleDemoMobile(1));
    const queue = await call(app, psychic, consoleQueueCall);
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toMatchObject({ data: { orders: [] } });
    const status = await call(app, psychic, consoleStatusCall, { status: 'online' });
    expect(status.json()).toMatchObject({ data: { status: 'online' } });
    const plain = await signedInUser(app, '9600000001');
    expect((await call(app, plain, consoleQueueCall)).statusCode).toBe(403);
  });

  it('queues, holds, declines; a free first chat costs nothing up to its minutes', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9600000002', 1200);
    const user = await signedInUser(app, '9600000003');
    expect((await call(app, user, freeChatCall)).json()).toMatchObject({
      data: { eligible: true, freeMinutes: 3 },
    });
    // No balance needed for the free first chat.
    const token = await requestChat(app, user, psychic.consultantId);
    expect(token.statusCode).toBe(200);
    const chatId = token.json<{ data: { order: { id: number } } }>().data.order.id;
    const queue = await call(app, psychic, consoleQueueCall);
    expect(queue.json()).toMatchObject({
      data: { orders: [{ id: chatId, intake: { name: 'Asha', birthTime: null } }] },
    });
    await call(app, user, holdQueueTokenCall, { chatId, hold: true });
    expect((await call(app, psychic, consoleAcceptCall, { chatId })).statusCode).toBe(409);
    await call(app, user, holdQueueTokenCall, { chatId, hold: false });
    const declined = await call(app, psychic, consoleDeclineCall, { chatId, reason: 'busy' });
    expect(declined.json()).toMatchObject({ data: { status: 'declined' } });
    expect((await call(app, user, latestWaitlistCall)).json()).toMatchObject({
      data: null,
    });

    const free = await startChat(app, user, psychic);
    time.advance(150);
    const ended = await call(app, user, endChatCall, { chatId: free });
    expect(ended.json()).toMatchObject({
      data: { freeSeconds: 180, billedSeconds: 0, amountCharged: 0 },
    });
    expect((await call(app, user, freeChatCall)).json()).toMatchObject({
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
    await call(app, user, endChatCall, { chatId: first });
    const chatId = await startChat(app, user, psychic);
    time.advance(120);
    await call(app, psychic, endChatCall, { chatId });

    const rating = { chatId, rating: 5, review: 'Very kind' };
    expect((await call(app, user, createRatingCall, rating)).statusCode).toBe(200);
    expect((await call(app, user, createRatingCall, rating)).statusCode).toBe(409);
    expect((await call(app, psychic, createRatingCall, rating)).statusCode).toBe(409);

    expect((await call(app, user, npsScoreCall)).json()).toMatchObject({
      data: { score: null },
    });
    await call(app, user, saveNpsScoreCall, { score: 9, comment: 'Good' });
    await call(app, user, saveNpsScoreCall, { score: 10 });
    expect((await call(app, user, npsScoreCall)).json()).toMatchObject({
      data: { score: 10 },
    });

    await call(app, user, deleteOrderCall, { chatId: first });
    const history = await call(app, user, orderHistoryCall);
    expect(history.json()).toMatchObject({
      data: { items: [{ chatId, durationSeconds: 120, amountCharged: 2400 }] },
    });
    expect(history.json<{ data: { items: unknown[] } }>().data.items).toHaveLength(1);
    const earnings = await call(app, psychic, consoleHistoryCall);
    // 70 % of 2400 (the first chat was free, 10 s of it).
    expect(earnings.json()).toMatchObject({
      data: { totalEarnings: [{ currency: 'INR', amount: 1680 }] },
    });
  });
});
