import { profileReviewsCall } from '@lumus/contract/catalogue/profile-reviews';
import {
  consoleAcceptCall,
  consoleDeclineCall,
  consoleQueueCall,
  consoleStatusCall,
  createRatingCall,
  endChatCall,
  userAcceptOrderCall,
} from '@lumus/contract/chat/chat-calls';
import { consoleSummaryCall } from '@lumus/contract/console/console-figures';
import { consoleReviewsCall, reviewReplyCall } from '@lumus/contract/console/console-reviews';
import type { ConsoleOrder } from '@lumus/contract/console/console-request';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signedInUser } from '../../test/call-client';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { chatOrders } from '../sessions/session-tables';
import { chatServerPerSuite, consultantAccount, fund, requestChat } from './chat-test-fixtures';

const idOf = (response: { json: () => unknown }) =>
  (response.json() as { data: { order: { id: number } } }).data.order.id;

describe(`the console's own figures, decline reasons and review replies (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server, time } = chatServerPerSuite({ FREE_CHAT_MINUTES: '0' });

  it('stores why a request was declined, shows the own rate and a returning client, and counts the figures', async () => {
    const { app, database } = server;
    const db = database.db;
    const psychic = await consultantAccount(app, db, '9610000001', 1200);
    const asha = await signedInUser(app, '9610000002');
    const ravi = await signedInUser(app, '9610000003');
    await fund(db, asha.userId, 50_000, 'insight-asha');
    await fund(db, ravi.userId, 50_000, 'insight-ravi');
    const dayStart = new Date(time.clock().getTime() - 3_600_000).toISOString();

    // A first session: answered after 10 s, 120 s long.
    const first = idOf(await requestChat(app, asha, psychic.consultantId));
    const fresh = await call(app, psychic, consoleQueueCall);
    expect(fresh.json()).toMatchObject({
      data: { orders: [{ id: first, pastSessions: 0, earningsPerMinute: 840 }] },
    });
    time.advance(10);
    await call(app, psychic, consoleAcceptCall, { chatId: first });
    await call(app, asha, userAcceptOrderCall, { chatId: first });
    time.advance(120);
    await call(app, asha, endChatCall, { chatId: first });

    // She comes back: a returning client, whom the psychic turns down with a reason.
    const second = idOf(await requestChat(app, asha, psychic.consultantId));
    const queue = await call(app, psychic, consoleQueueCall);
    const orders = queue.json<{ data: { orders: ConsoleOrder[] } }>().data.orders;
    expect(orders).toMatchObject([
      { id: second, pastSessions: 1, earningsPerMinute: 840, platformSharePercent: 30 },
    ]);
    for (const bad of [
      { chatId: second },
      { chatId: second, reason: 'rude' },
      { chatId: second, reason: 'other', note: 'x'.repeat(201) },
    ]) {
      const refused = await call(app, psychic, consoleDeclineCall, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json<{ reason: string }>().reason).toMatch(/reason|note/);
    }
    const [still] = await db.select().from(chatOrders).where(eq(chatOrders.id, second));
    expect(still?.status).toBe('queued');
    const declined = await call(app, psychic, consoleDeclineCall, {
      chatId: second,
      reason: 'other',
      note: 'Ask about careers elsewhere',
    });
    expect(declined.json()).toMatchObject({ data: { status: 'declined' } });
    const [row] = await db.select().from(chatOrders).where(eq(chatOrders.id, second));
    expect(row).toMatchObject({
      declineReason: 'other',
      declineNote: 'Ask about careers elsewhere',
      endReason: null,
    });

    // Ravi's request is released unanswered when the psychic goes away: a missed one.
    const third = idOf(await requestChat(app, ravi, psychic.consultantId));
    await call(app, psychic, consoleStatusCall, { status: 'offline' });
    const [missed] = await db.select().from(chatOrders).where(eq(chatOrders.id, third));
    expect(missed?.declineReason).toBeNull();

    const summary = await call(app, psychic, consoleSummaryCall, { dayStart });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toMatchObject({
      data: {
        consultantId: psychic.consultantId,
        consultantName: 'Psychic 9610000001',
        // 2 minutes at ₹12, 70 % of it.
        todayEarnings: [{ currency: 'INR', amount: 1680 }],
        todaySessions: 1,
        figures: {
          requests: 3,
          accepted: 1,
          declined: 1,
          missed: 1,
          acceptanceRate: 33,
          averageResponseSeconds: 10,
          averageSessionSeconds: 120,
          sessions: 1,
        },
      },
    });
    // Today starts after the session ended: nothing earned today.
    time.advance(1);
    const later = await call(app, psychic, consoleSummaryCall, {
      dayStart: time.clock().toISOString(),
    });
    expect(later.json()).toMatchObject({ data: { todayEarnings: [], todaySessions: 0 } });
  });

  it('refuses a day start that is not the start of today, and a plain user', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9610000011', 1000);
    const now = time.clock().getTime();
    for (const dayStart of [
      new Date(now + 3_600_000).toISOString(),
      new Date(now - 30 * 3_600_000).toISOString(),
      'yesterday',
    ]) {
      const refused = await call(app, psychic, consoleSummaryCall, { dayStart });
      expect(refused.statusCode, dayStart).toBe(400);
    }
    const plain = await signedInUser(app, '9610000012');
    const asked = await call(app, plain, consoleSummaryCall, {
      dayStart: new Date(now).toISOString(),
    });
    expect(asked.statusCode).toBe(403);
    expect((await call(app, plain, consoleReviewsCall)).statusCode).toBe(403);
  });

  it('lets only the reviewed psychic reply, once, and shows the reply on the profile', async () => {
    const { app, database } = server;
    const db = database.db;
    const psychic = await consultantAccount(app, db, '9610000021', 1200);
    const other = await consultantAccount(app, db, '9610000022', 1200);
    const asha = await signedInUser(app, '9610000023');
    await fund(db, asha.userId, 50_000, 'insight-review');
    const chatId = idOf(await requestChat(app, asha, psychic.consultantId));
    await call(app, psychic, consoleAcceptCall, { chatId });
    await call(app, asha, userAcceptOrderCall, { chatId });
    time.advance(60);
    await call(app, asha, endChatCall, { chatId });
    await call(app, asha, createRatingCall, { chatId, rating: 5, review: 'Very kind' });

    const listed = await call(app, psychic, consoleReviewsCall);
    expect(listed.json()).toMatchObject({
      data: { total: 1, items: [{ rating: 5, text: 'Very kind', reply: null }] },
    });
    const reviewId = listed.json<{ data: { items: { id: number }[] } }>().data.items[0]?.id;
    expect((await call(app, other, consoleReviewsCall)).json()).toMatchObject({
      data: { total: 0, items: [] },
    });

    const stranger = await call(app, other, reviewReplyCall, { reviewId, reply: 'Mine now' });
    expect(stranger.statusCode).toBe(404);
    expect((await call(app, asha, reviewReplyCall, { reviewId, reply: 'Me' })).statusCode).toBe(
      403,
    );
    expect((await call(app, psychic, reviewReplyCall, { reviewId, reply: '  ' })).statusCode).toBe(
      400,
    );
    const tooLong = await call(app, psychic, reviewReplyCall, {
      reviewId,
      reply: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    const missing = await call(app, psychic, reviewReplyCall, { reviewId: 2_000_000, reply: 'Hi' });
    expect(missing.statusCode).toBe(404);

    // Two replies sent at once: one lands, the other is told it came too late.
    const [a, b] = await Promise.all([
      call(app, psychic, reviewReplyCall, { reviewId, reply: 'Thank you, Asha' }),
      call(app, psychic, reviewReplyCall, { reviewId, reply: 'Thanks!' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const kept = (a.statusCode === 200 ? a : b).json<{ data: { reply: string } }>().data.reply;

    const profile = await call(
      app,
      asha,
      profileReviewsCall,
      { consultantId: psychic.consultantId },
      { method: 'GET' },
    );
    expect(profile.json()).toMatchObject({
      data: { items: [{ id: reviewId, text: 'Very kind', reply: kept }] },
    });
    expect(
      profile.json<{ data: { items: { repliedAt: string | null }[] } }>().data.items[0]?.repliedAt,
    ).not.toBeNull();
  });
});
