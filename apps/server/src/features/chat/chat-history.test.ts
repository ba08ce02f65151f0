import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { consultantReviews } from '../catalogue/catalogue-tables';
import { call, signedInUser } from '../../test/call-client';
import { users } from '../users/users-tables';
import {
  consultantAccount,
  fund,
  manualClock,
  startChat,
  startChatServer,
  type ChatServer,
} from './chat-test-fixtures';
import {
  createRatingCall,
  deleteOrderCall,
  endChatCall,
  orderDetailCall,
  orderHistoryCall,
  orderMessagesCall,
} from '@lumus/contract/chat/chat-calls';
import { consultantByIdCall } from '@lumus/contract/catalogue/consultant-by-id';
import { consultantListCall } from '@lumus/contract/catalogue/consultant-list';
import { profileReviewsCall } from '@lumus/contract/catalogue/profile-reviews';

const time = manualClock();

type HistoryBody = {
  data: {
    items: { chatId: number; rating: number | null; consultantPhotoUrl: string }[];
    hasMore: boolean;
  };
};

describe(`order history, transcript access and ratings in the catalogue (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  let server: ChatServer;
  beforeAll(async () => {
    server = await startChatServer({ clock: time.clock });
  });
  afterAll(async () => {
    await server.close();
  });

  async function endedChat(
    user: Awaited<ReturnType<typeof signedInUser>>,
    psychic: Awaited<ReturnType<typeof consultantAccount>>,
    seconds: number,
  ) {
    const chatId = await startChat(server.app, user, psychic);
    time.advance(seconds);
    await call(server.app, user, endChatCall, { chatId });
    return chatId;
  }

  it('pages the history, narrows it to one psychic and keeps other users out', async () => {
    const { app, database } = server;
    const first = await consultantAccount(app, database.db, '9610000001', 600);
    const second = await consultantAccount(app, database.db, '9610000002', 600);
    const user = await signedInUser(app, '9610000003');
    await fund(database.db, user.userId, 50_000, 'h1');
    const a = await endedChat(user, first, 60);
    const b = await endedChat(user, second, 30);
    const c = await endedChat(user, first, 90);

    const page1 = await call(app, user, orderHistoryCall, { pageSize: 2 });
    expect(page1.statusCode).toBe(200);
    expect(page1.json<HistoryBody>().data).toMatchObject({
      items: [
        { chatId: c, durationSeconds: 90, amountCharged: 900, rating: null },
        { chatId: b, durationSeconds: 30 },
      ],
      page: 1,
      pageSize: 2,
      hasMore: true,
    });
    expect(page1.json<HistoryBody>().data.items[0]?.consultantPhotoUrl).toBe('/media/none.svg');
    const page2 = await call(app, user, orderHistoryCall, { pageSize: 2, page: 2 });
    expect(page2.json<HistoryBody>().data).toMatchObject({
      items: [{ chatId: a }],
      hasMore: false,
    });
    const narrowed = await call(app, user, orderHistoryCall, {
      consultantId: first.consultantId,
    });
    expect(narrowed.json<HistoryBody>().data.items.map((item) => item.chatId)).toEqual([c, a]);
    const single = await call(app, user, orderHistoryCall, { chatId: b });
    expect(single.json<HistoryBody>().data.items.map((item) => item.chatId)).toEqual([b]);

    const stranger = await signedInUser(app, '9610000004');
    expect((await call(app, stranger, orderHistoryCall)).json<HistoryBody>().data.items).toEqual(
      [],
    );
    const othersChat = await call(app, stranger, orderHistoryCall, { chatId: a });
    expect(othersChat.json<HistoryBody>().data.items).toEqual([]);
    for (const target of [orderDetailCall, orderMessagesCall]) {
      const denied = await call(app, stranger, target, { chatId: a }, { method: 'GET' });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ reason: 'This chat is not yours.' });
    }
    expect((await call(app, stranger, orderDetailCall, { chatId: 999_999 })).statusCode).toBe(404);
    const hideOthers = await call(app, stranger, deleteOrderCall, { chatId: a });
    expect(hideOthers.statusCode).toBe(403);
    // The psychic of the chat cannot hide it from the user either.
    expect((await call(app, first, deleteOrderCall, { chatId: a })).statusCode).toBe(403);

    for (const bad of [{ pageSize: 0 }, { pageSize: 51 }, { page: 'two' }, { consultantId: -3 }]) {
      const refused = await call(app, user, orderHistoryCall, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ reason: string }>().reason).not.toBe('');
    }
    expect((await call(app, user, deleteOrderCall, { chatId: 'x' })).statusCode).toBe(400);

    const hidden = await call(app, user, deleteOrderCall, { chatId: b });
    expect(hidden.statusCode).toBe(200);
    const after = await call(app, user, orderHistoryCall);
    expect(after.json<HistoryBody>().data.items.map((item) => item.chatId)).toEqual([c, a]);
    // Hidden from the list, the transcript itself still opens for its user.
    expect((await call(app, user, orderMessagesCall, { chatId: b })).statusCode).toBe(200);
  });

  it('keeps a running chat in the history', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9610000011', 600);
    const user = await signedInUser(app, '9610000012');
    await fund(database.db, user.userId, 50_000, 'h2');
    const chatId = await startChat(app, user, psychic);
    const refused = await call(app, user, deleteOrderCall, { chatId });
    expect(refused.statusCode).toBe(409);
    await call(app, user, endChatCall, { chatId });
  });

  it('turns a rating into a review, a new average and count in list and profile', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9610000021', 600);
    const user = await signedInUser(app, '9610000022');
    await database.db.update(users).set({ name: 'Meera Kapoor' }).where(eq(users.id, user.userId));
    await fund(database.db, user.userId, 50_000, 'h3');
    const listCard = async () => {
      const list = await app.inject({
        method: 'GET',
        url: `${consultantListCall.path}?search=psychic%209610000021`,
      });
      return list.json<{ data: { items: { rating: number; reviewCount: number }[] } }>().data
        .items[0];
    };
    // Puts the answer into the one-second list cache before the rating.
    expect(await listCard()).toMatchObject({ rating: 0, reviewCount: 0 });

    const one = await endedChat(user, psychic, 60);
    const two = await endedChat(user, psychic, 60);
    const rated = await call(app, user, createRatingCall, {
      chatId: one,
      rating: 5,
      review: 'So calm and clear.',
    });
    expect(rated.statusCode).toBe(200);
    expect(await listCard()).toMatchObject({ rating: 5, reviewCount: 1 });
    const german = await app.inject({
      method: 'POST',
      url: createRatingCall.path,
      headers: { ...user.headers, 'accept-language': 'de-DE' },
      payload: { chatId: two, rating: 4, review: 'Sehr hilfreich.' },
    });
    expect(german.statusCode).toBe(200);
    expect(await listCard()).toMatchObject({ rating: 4.5, reviewCount: 2 });

    const again = await call(app, user, createRatingCall, { chatId: one, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(await listCard()).toMatchObject({ rating: 4.5, reviewCount: 2 });
    const reviewRows = await database.db
      .select()
      .from(consultantReviews)
      .where(eq(consultantReviews.consultantId, psychic.consultantId));
    expect(reviewRows).toHaveLength(2);

    const reviews = await app.inject({
      method: 'GET',
      url: `${profileReviewsCall.path}?consultantId=${psychic.consultantId}`,
    });
    expect(reviews.json()).toMatchObject({
      data: {
        total: 2,
        items: [
          { rating: 4, text: 'Sehr hilfreich.', language: 'de', authorFirstName: 'Meera' },
          { rating: 5, text: 'So calm and clear.', language: 'en', authorFirstName: 'Meera' },
        ],
      },
    });
    const profile = await app.inject({
      method: 'GET',
      url: `${consultantByIdCall.path}?consultantId=${psychic.consultantId}`,
    });
    expect(profile.json()).toMatchObject({ data: { rating: 4.5, reviewCount: 2 } });
    const history = await call(app, user, orderHistoryCall);
    expect(history.json<HistoryBody>().data.items.slice(0, 2)).toMatchObject([
      { chatId: two, rating: 4 },
      { chatId: one, rating: 5 },
    ]);
  });

  it('finds a psychic by id; unknown is 404, a bad id is 400', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9610000031', 700);
    const found = await app.inject({
      method: 'POST',
      url: consultantByIdCall.path,
      payload: { consultantId: psychic.consultantId },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      status: 'success',
      data: {
        id: psychic.consultantId,
        displayName: 'Psychic 9610000031',
        pricePerMinuteMinor: 700,
      },
    });
    const missing = await app.inject({
      method: 'GET',
      url: `${consultantByIdCall.path}?consultantId=99999`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ reason: 'No psychic with id 99999.' });
    for (const bad of ['0', 'abc', '1.5', '']) {
      const refused = await app.inject({
        method: 'GET',
        url: `${consultantByIdCall.path}?consultantId=${bad}`,
      });
      expect(refused.statusCode).toBe(400);
    }
  });
});
