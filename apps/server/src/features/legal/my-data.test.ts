import { saveBirthDetailCall } from '@lumus/contract/astrology/birth-details';
import { createRatingCall, endChatCall } from '@lumus/contract/chat/chat-calls';
import {
  deleteAccountCall,
  myDataExportCall,
  REASON_NOT_A_CUSTOMER_ACCOUNT,
  REASON_SESSION_RUNNING,
} from '@lumus/contract/legal/my-data';
import { supportCreateCall } from '@lumus/contract/support/support-calls';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signedInUser } from '../../test/call-client';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { adminAuditLog } from '../admin/admin-tables';
import { phoneCodes } from '../auth/auth-tables';
import { birthDetails } from '../birth-details/birth-details-tables';
import { SAMPLE_BIRTH_DETAIL } from '../birth-details/birth-detail-fixture';
import { consultantReviews } from '../catalogue/catalogue-tables';
import { chatServerPerSuite, consultantAccount, fund, startChat } from '../chat/chat-test-fixtures';
import { chatMessages } from '../chat/chat-tables';
import { chatIntakeForms, chatOrders } from '../sessions/session-tables';
import { supportConversations } from '../support/support-tables';
import { users } from '../users/users-tables';
import { walletEntries } from '../wallet/wallet-tables';

const RATE = 1000;

describe(`my data: export and account deletion (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server, time } = chatServerPerSuite({ CHAT_MIN_MINUTES: '1' });

  /** A user with a saved chart, an ended paid chat with messages and a review, and a ticket. */
  async function customerWithHistory(mobile: string, psychicMobile: string) {
    const { app, database } = server;
    const { db } = database;
    const psychic = await consultantAccount(app, db, psychicMobile, RATE);
    const user = await signedInUser(app, mobile);
    await fund(db, user.userId, 20_000, `my-data-${mobile}`);
    expect((await call(app, user, saveBirthDetailCall, SAMPLE_BIRTH_DETAIL)).statusCode).toBe(200);
    const chatId = await startChat(app, user, psychic);
    await db.insert(chatMessages).values({
      chatOrderId: chatId,
      seq: 1,
      senderUserId: user.userId,
      senderRole: 'user',
      clientId: `c-${mobile}`,
      text: `Will I move to Pune? (${mobile})`,
      createdAt: time.clock(),
    });
    return { psychic, user, chatId };
  }

  it('exports only the caller’s own data, with every kind of it', async () => {
    const { app, database } = server;
    const { user, chatId } = await customerWithHistory('9650000001', '9650000002');
    const other = await customerWithHistory('9650000003', '9650000004');
    await call(app, user, endChatCall, { chatId });
    await call(app, other.user, endChatCall, { chatId: other.chatId });
    await call(app, user, supportCreateCall, { reason: 'other', text: 'Where is my receipt?' });

    const response = await call(app, user, myDataExportCall, {});
    expect(response.statusCode).toBe(200);
    const { data } = myDataExportCall.response.parse(response.json());
    const sections = data.sections as Record<string, { userId?: number }[] | { id: number }>;
    expect(sections.profile).toMatchObject({ id: user.userId, mobile: '9650000001' });
    for (const kind of [
      'savedCharts',
      'intakeForms',
      'chatsAndCalls',
      'walletLedger',
      'supportConversations',
    ]) {
      const rows = sections[kind] as { userId: number }[];
      expect(rows.length, kind).toBeGreaterThan(0);
      expect(rows.every((row) => row.userId === user.userId)).toBe(true);
    }
    const text = JSON.stringify(data);
    expect(text).toContain('Will I move to Pune? (9650000001)');
    expect(text).not.toContain('9650000003');
    expect(text).toContain('Where is my receipt?');

    const [audit] = await database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'user.data_export'),
          eq(adminAuditLog.adminUserId, user.userId),
        ),
      );
    expect(audit?.targetId).toBe(String(user.userId));
    expect((await call(app, null, myDataExportCall, {})).statusCode).toBe(401);
  });

  it('refuses while a session runs, erases personal data, keeps the financial records, signs out', async () => {
    const { app, database } = server;
    const { db } = database;
    const { user, chatId } = await customerWithHistory('9650000011', '9650000012');

    const bad = await call(app, user, deleteAccountCall, { confirm: false });
    expect(bad.statusCode).toBe(400);
    const running = await call(app, user, deleteAccountCall, { confirm: true });
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({ reason: REASON_SESSION_RUNNING });
    const [untouched] = await db.select().from(users).where(eq(users.id, user.userId));
    expect(untouched?.mobile).toBe('9650000011');

    time.advance(120);
    expect((await call(app, user, endChatCall, { chatId })).statusCode).toBe(200);
    const rated = await call(app, user, createRatingCall, {
      chatId,
      rating: 5,
      review: 'Asha was spot on',
    });
    expect(rated.statusCode).toBe(200);
    expect(
      await db.select().from(consultantReviews).where(eq(consultantReviews.chatOrderId, chatId)),
    ).toHaveLength(1);
    const ledgerBefore = await db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, user.userId));
    expect(ledgerBefore.length).toBeGreaterThan(1);

    expect(
      await db.select().from(phoneCodes).where(eq(phoneCodes.phone, '+919650000011')),
    ).not.toEqual([]);
    const deleted = await call(app, user, deleteAccountCall, { confirm: true });
    expect(deleted.statusCode).toBe(200);

    const [row] = await db.select().from(users).where(eq(users.id, user.userId));
    expect(row).toMatchObject({ name: null, mobile: null, countryCode: null, email: null });
    expect(row?.deletedAt).not.toBeNull();
    expect(
      await db.select().from(birthDetails).where(eq(birthDetails.userId, user.userId)),
    ).toEqual([]);
    expect(
      await db.select().from(chatMessages).where(eq(chatMessages.chatOrderId, chatId)),
    ).toEqual([]);
    expect(
      await db.select().from(consultantReviews).where(eq(consultantReviews.chatOrderId, chatId)),
    ).toEqual([]);
    const [intake] = await db
      .select()
      .from(chatIntakeForms)
      .where(eq(chatIntakeForms.userId, user.userId));
    expect(intake).toMatchObject({ name: '', birthDate: '', birthPlace: '', kundli: null });
    expect(
      await db
        .select()
        .from(supportConversations)
        .where(eq(supportConversations.userId, user.userId)),
    ).toEqual([]);
    // Kept: the ledger and the chat's billing row, unchanged.
    expect(
      await db.select().from(walletEntries).where(eq(walletEntries.userId, user.userId)),
    ).toEqual(ledgerBefore);
    const [order] = await db.select().from(chatOrders).where(eq(chatOrders.id, chatId));
    expect(order?.status).toBe('ended');

    expect(await db.select().from(phoneCodes).where(eq(phoneCodes.phone, '+919650000011'))).toEqual(
      [],
    );
    // Signed out: the old token no longer works, and the phone number may sign up afresh.
    expect((await call(app, user, myDataExportCall, {})).statusCode).toBe(401);
    const again = await signedInUser(app, '9650000011');
    expect(again.userId).not.toBe(user.userId);
    const [audit] = await db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'user.self_delete'),
          eq(adminAuditLog.adminUserId, user.userId),
        ),
      );
    expect(JSON.stringify(audit)).not.toContain('9650000011');
  });

  it('leaves psychic accounts to the team', async () => {
    const { app, database } = server;
    const psychic = await consultantAccount(app, database.db, '9650000021', RATE);
    const refused = await call(app, psychic, deleteAccountCall, { confirm: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: REASON_NOT_A_CUSTOMER_ACCOUNT });
  });
});
