import {
  type ConsoleHistory,
  consoleHistoryCall,
  endChatCall,
} from '@lumus/contract/chat/chat-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { chatOrders } from '../sessions/session-tables';
import { call, signedInUser, type TestUser } from '../../test/call-client';
import {
  consultantAccount,
  fund,
  manualClock,
  requestChat,
  startChat,
  startChatServer,
  type ChatServer,
} from './chat-test-fixtures';

const time = manualClock();

describe(`console history in pages (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  let server: ChatServer;
  beforeAll(async () => {
    server = await startChatServer({ clock: time.clock, env: { PLATFORM_SHARE_PERCENT: '30' } });
  });
  afterAll(async () => {
    await server.close();
  });

  async function history(psychic: TestUser, fields: Record<string, unknown> = {}) {
    const response = await call(server.app, psychic, consoleHistoryCall, fields);
    expect(response.statusCode).toBe(200);
    return consoleHistoryCall.response.parse(response.json()).data;
  }

  /** A chat of `seconds` at the psychic's rate, ended by the user; returns its id. */
  async function endedChat(
    user: TestUser,
    psychic: TestUser & { consultantId: number },
    seconds: number,
  ) {
    const chatId = await startChat(server.app, user, psychic);
    time.advance(seconds);
    const ended = await call(server.app, user, endChatCall, { chatId });
    expect(ended.statusCode).toBe(200);
    return chatId;
  }

  it("pages the psychic's own ended chats newest first, with totals over all of them", async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9610000001', 600);
    const other = await consultantAccount(app, database.db, '9610000002', 600);
    const user = await signedInUser(app, '9610000003');
    await fund(database.db, user.userId, 100_000, 'console-history-1');

    const mine: number[] = [];
    for (const seconds of [60, 120, 30, 90, 60]) {
      mine.push(await endedChat(user, psychic, seconds));
      // Another psychic's chats fall between them and must never show.
      await endedChat(user, other, 60);
    }
    // An open request is not history.
    const open = await requestChat(app, user, psychic.consultantId);
    expect(open.statusCode).toBe(200);
    const newestFirst = [...mine].reverse();

    const pages: ConsoleHistory[] = [await history(psychic, { pageSize: 2 })];
    for (let next = pages[0]?.nextBeforeId; next !== null && next !== undefined;) {
      const page = await history(psychic, { pageSize: 2, beforeId: next });
      pages.push(page);
      next = page.nextBeforeId;
    }
    expect(pages.map((page) => page.orders.map((order) => order.id))).toEqual([
      newestFirst.slice(0, 2),
      newestFirst.slice(2, 4),
      newestFirst.slice(4),
    ]);
    expect(pages.map((page) => page.nextBeforeId)).toEqual([newestFirst[1], newestFirst[3], null]);
    // 360 s at ₹6/min = 3600 paise charged, 70 % earned; the same on every page.
    for (const page of pages) {
      expect(page.totalChats).toBe(5);
      expect(page.totalEarnings).toEqual([{ currency: 'INR', amount: 2520 }]);
    }
    expect(pages.flatMap((page) => page.orders).every((o) => o.status === 'ended')).toBe(true);

    // A page exactly as long as what is left is the last one.
    const exact = await history(psychic, { pageSize: 5 });
    expect(exact.orders.map((order) => order.id)).toEqual(newestFirst);
    expect(exact.nextBeforeId).toBeNull();
    // Before the oldest: an empty last page, the totals still there.
    const past = await history(psychic, { beforeId: mine[0] });
    expect(past).toMatchObject({ orders: [], nextBeforeId: null, totalChats: 5 });
    // The default page holds them all; the other psychic sees only theirs.
    expect((await history(psychic)).orders).toHaveLength(5);
    const theirs = await history(other);
    expect(theirs.totalChats).toBe(5);
    expect(theirs.orders.some((order) => mine.includes(order.id))).toBe(false);
  });

  it('refuses bad paging and plain users', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9610000004', 600);
    for (const fields of [
      { pageSize: 0 },
      { pageSize: 201 },
      { beforeId: -3 },
      { beforeId: 'x' },
    ]) {
      const response = await call(app, psychic, consoleHistoryCall, fields);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ reason: string }>().reason.length).toBeGreaterThan(0);
    }
    expect(await history(psychic)).toEqual({
      orders: [],
      totalEarnings: [],
      totalChats: 0,
      nextBeforeId: null,
    });
    const plain = await signedInUser(app, '9610000005');
    expect((await call(app, plain, consoleHistoryCall)).statusCode).toBe(403);
  });

  it('totals the earnings per currency and shows each session in its own', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9610000006', 600);
    const user = await signedInUser(app, '9610000007');
    await fund(database.db, user.userId, 100_000, 'console-history-euro');
    await endedChat(user, psychic, 60);
    // A German user's session with them: charged and earned in euro cents.
    const now = time.clock();
    const [euro] = await database.db
      .insert(chatOrders)
      .values({
        userId: user.userId,
        consultantId: psychic.consultantId,
        status: 'ended',
        currency: 'EUR',
        ratePerMinuteMinor: 199,
        platformSharePercent: 30,
        billedSeconds: 120,
        amountChargedMinor: 398,
        consultantEarningsMinor: 279,
        createdAt: now,
        startedAt: now,
        endedAt: now,
      })
      .returning({ id: chatOrders.id });
    const page = await history(psychic);
    // 60 s at ₹6/min earns 420 paise; 279 cents never add to them.
    expect(page.totalEarnings).toEqual([
      { currency: 'EUR', amount: 279 },
      { currency: 'INR', amount: 420 },
    ]);
    expect(page.orders.map((order) => [order.id === euro?.id, order.currency])).toEqual([
      [true, 'EUR'],
      [false, 'INR'],
    ]);
  });
});
