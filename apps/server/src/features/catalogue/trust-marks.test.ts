import { adminConsultantVerifiedSetCall } from '@lumus/contract/admin/admin-consultant-verified';
import { endChatCall } from '@lumus/contract/chat/chat-calls';
import { consultantProfileCall } from '@lumus/contract/catalogue/consultant-profile';
import { profileReviewsCall } from '@lumus/contract/catalogue/profile-reviews';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, callData, signedInUser } from '../../test/call-client';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { adminUser } from '../admin/admin-test-helpers';
import { adminAuditLog } from '../admin/admin-tables';
import { chatServerPerSuite, consultantAccount, fund, startChat } from '../chat/chat-test-fixtures';
import { consultantReviews, consultants } from './catalogue-tables';

describe(`trust on cards (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server, time } = chatServerPerSuite({ OTP_SENDS_PER_IP_PER_HOUR: '100' });

  async function profile(id: number) {
    const slug = await slugOf(id);
    const response = await server.app.inject({ url: `${consultantProfileCall.path}?slug=${slug}` });
    return consultantProfileCall.response.parse(response.json()).data;
  }

  async function slugOf(id: number) {
    const [row] = await server.database.db
      .select({ slug: consultants.slug })
      .from(consultants)
      .where(eq(consultants.id, id));
    return row?.slug ?? '';
  }

  it('sets and takes away "Verified" in admin, audited once per change, staff only', async () => {
    const { app, database } = server;
    const admin = await adminUser(app, database.db, '9410000001');
    const psychic = await consultantAccount(app, database.db, '9410000002', 1000);
    const slug = await slugOf(psychic.consultantId);
    const byUrl = async () => {
      const response = await app.inject({ url: `${consultantProfileCall.path}?slug=${slug}` });
      return consultantProfileCall.response.parse(response.json()).data.verified;
    };
    expect(await byUrl()).toBe(false);

    const set = (verified: boolean) =>
      callData(app, admin, adminConsultantVerifiedSetCall, { id: psychic.consultantId, verified });
    expect((await set(true)).verified).toBe(true);
    expect(await byUrl()).toBe(true);
    // Again: nothing changes, no second audit row.
    expect((await set(true)).verified).toBe(true);
    expect((await set(false)).verified).toBe(false);
    expect(await byUrl()).toBe(false);

    const audit = await database.db
      .select({ action: adminAuditLog.action, before: adminAuditLog.before })
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.targetType, 'consultant'),
          eq(adminAuditLog.targetId, String(psychic.consultantId)),
        ),
      )
      .orderBy(adminAuditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['consultant.verify', 'consultant.unverify']);
    expect(audit[0]?.before).toMatchObject({ verified: false });

    // The psychic themself (or any user) cannot give themselves the mark.
    const own = await call(app, psychic, adminConsultantVerifiedSetCall, {
      id: psychic.consultantId,
      verified: true,
    });
    expect(own.statusCode).toBe(403);
    const missing = await call(app, admin, adminConsultantVerifiedSetCall, {
      id: 2_000_000_000,
      verified: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(await byUrl()).toBe(false);
  });

  it('counts a session that ran as given, not one the psychic left at once', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9410000011', 6_000);
    const user = await signedInUser(app, '9410000012');
    await fund(database.db, user.userId, 50_000, 'trust-sessions');
    expect((await profile(psychic.consultantId)).orderCount).toBe(0);

    const chatId = await startChat(app, user, psychic);
    time.advance(90);
    expect((await call(app, user, endChatCall, { chatId })).statusCode).toBe(200);
    expect((await profile(psychic.consultantId)).orderCount).toBe(1);
    // Ending it again counts nothing.
    await call(app, user, endChatCall, { chatId });
    expect((await profile(psychic.consultantId)).orderCount).toBe(1);

    // The psychic ends within the first seconds: refunded, and not a session given.
    const early = await startChat(app, user, psychic);
    time.advance(2);
    expect((await call(app, psychic, endChatCall, { chatId: early })).statusCode).toBe(200);
    expect((await profile(psychic.consultantId)).orderCount).toBe(1);
  });

  it("breaks the rating down by stars and puts reviews in the page's language first", async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9410000021', 1000);
    const base = Date.parse('2026-11-01T10:00:00Z');
    const reviews = [
      { rating: 5, language: 'en', text: 'Clear and kind.' },
      { rating: 4, language: 'de', text: 'Sehr einfühlsam.' },
      { rating: 5, language: 'en', text: 'Spot on.' },
      { rating: 2, language: 'de', text: 'Zu kurz.' },
      { rating: 5, language: 'en', text: 'Helped a lot.' },
    ];
    await database.db.insert(consultantReviews).values(
      reviews.map((review, index) => ({
        ...review,
        consultantId: psychic.consultantId,
        authorFirstName: 'Asha',
        createdAt: new Date(base + index * 60_000),
      })),
    );
    const page = (language?: 'en' | 'de') =>
      callData(app, null, profileReviewsCall, {
        consultantId: psychic.consultantId,
        pageSize: 10,
        ...(language === undefined ? {} : { language }),
      });

    const newest = await page();
    expect(newest.items.map((item) => item.text)).toEqual([
      'Helped a lot.',
      'Zu kurz.',
      'Spot on.',
      'Sehr einfühlsam.',
      'Clear and kind.',
    ]);
    expect(newest.ratingBreakdown).toEqual([
      { stars: 5, count: 3 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 1 },
      { stars: 1, count: 0 },
    ]);
    const german = await page('de');
    expect(german.items.map((item) => item.text)).toEqual([
      'Zu kurz.',
      'Sehr einfühlsam.',
      'Helped a lot.',
      'Spot on.',
      'Clear and kind.',
    ]);
    expect(german.ratingBreakdown).toEqual(newest.ratingBreakdown);
    const english = await page('en');
    expect(english.items.slice(0, 3).map((item) => item.language)).toEqual(['en', 'en', 'en']);
    const bad = await app.inject({
      url: `${profileReviewsCall.path}?consultantId=${psychic.consultantId}&language=fr`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
