import type { Call } from '@lumus/contract/call';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consultantAccount,
  fund,
  manualClock,
  requestChat,
} from '../features/chat/chat-test-fixtures';
import { SAMPLE_BIRTH_DETAIL } from '../features/birth-details/birth-detail-fixture';
import { call, injectAs, signedInUser, type TestUser } from '../test/call-client';
import { runSeed } from '../features/seed/run-seed';
import { userDevices, users } from '../features/users/users-tables';
import { contractCalls } from '../test/fuzz/contract-calls';
import { createTestApp, type TestApp } from '../test/test-app';
import { SEED_STEPS } from './seed-steps';
import {
  consoleAcceptCall,
  fillIntakeFormCall,
  orderDetailCall,
  orderHistoryCall,
  orderMessagesCall,
  userAcceptOrderCall,
} from '@lumus/contract/chat/chat-calls';
import { birthDetailListCall, saveBirthDetailCall } from '@lumus/contract/astrology/birth-details';
import { checkoutCall, paymentLogsCall } from '@lumus/contract/payments/payment-log';
import { walletBalanceCall } from '@lumus/contract/wallet/wallet-balance';
import {
  myApplicationCall,
  submitApplicationCall,
} from '@lumus/contract/onboarding/onboarding-calls';
import { applicationForm } from '../features/onboarding/onboarding-test-fixtures';
import { profileReviewsCall } from '@lumus/contract/catalogue/profile-reviews';
import { consultantReviews } from '../features/catalogue/catalogue-tables';
import {
  supportCreateCall,
  supportGetCall,
  supportListCall,
  supportSendCall,
} from '@lumus/contract/support/support-calls';
import { sendWithImage } from '../features/support/support-test-helpers';
import {
  type Attempt,
  ATTEMPTS,
  CONSOLE_CALLS,
  ID_FIELD,
  NOT_A_USERS_OBJECT,
  payoutTo,
  type UserObjects,
} from './cross-user-test-attempts';

describe("a second user's attempts on the first user's objects", () => {
  let t: TestApp;
  let asha: TestUser;
  let mallory: TestUser;
  let objects: UserObjects;
  /** Asha's psychic (in her chat), who also tries to take her request to the other psychic. */
  let psychic: TestUser & { consultantId: number };
  let otherPsychic: TestUser & { consultantId: number };

  async function saveBirthDetail(user: TestUser) {
    const response = await call(t.app, user, saveBirthDetailCall, SAMPLE_BIRTH_DETAIL);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { id: number } }>().data.id;
  }

  async function reviewOf(consultantId: number): Promise<number> {
    const [row] = await t.database.db
      .insert(consultantReviews)
      .values({ consultantId, rating: 4, text: 'Kind', language: 'en', authorFirstName: 'Asha' })
      .returning({ id: consultantReviews.id });
    if (row === undefined) throw new Error('no review');
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ clock: manualClock().clock });
    await runSeed(t.database.db, SEED_STEPS);
    const db = t.database.db;
    asha = await signedInUser(t.app, '9876550001');
    mallory = await signedInUser(t.app, '9876550002');
    psychic = await consultantAccount(t.app, db, '9876550003', 1000);
    otherPsychic = await consultantAccount(t.app, db, '9876550004', 1000);
    await fund(db, asha.userId, 100_000, `cross-user-${asha.userId}`);

    const checkout = await call(t.app, asha, checkoutCall, { method: 'test', packId: 2 });
    const intake = await call(t.app, asha, fillIntakeFormCall, {
      consultantId: psychic.consultantId,
      name: 'Asha',
      gender: 'FEMALE',
      birthDate: '1990-04-12',
      birthTimeUnknown: true,
      birthPlace: 'Pune',
    });
    // A chat request, waiting for the psychic until the second test starts the chat.
    const request = await requestChat(t.app, asha, psychic.consultantId);
    expect(request.statusCode, request.body).toBe(200);
    objects = {
      userId: asha.userId,
      birthDetailId: await saveBirthDetail(asha),
      ownBirthDetailId: await saveBirthDetail(mallory),
      paymentLogId: checkout.json<{ data: { id: number } }>().data.id,
      chatId: request.json<{ data: { order: { id: number } } }>().data.order.id,
      intakeFormId: intake.json<{ data: { id: number } }>().data.id,
      consultantId: psychic.consultantId,
      ...(await ashasApplication()),
      malloryApplication: await applicationForm(t.app, mallory),
      reviewId: await reviewOf(psychic.consultantId),
      payoutId: await payoutTo(db, psychic),
      ...(await ashasSupportConversation()),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  /** Asha's conversation with support, with a picture she sent in it. */
  async function ashasSupportConversation() {
    const opened = await call(t.app, asha, supportCreateCall, {
      reason: 'other',
      text: 'A question about my account',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const supportConversationId = opened.json<{ data: { conversation: { id: number } } }>().data
      .conversation.id;
    const sent = await sendWithImage(t.app, asha, supportSendCall, {
      conversationId: String(supportConversationId),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const supportImageId = sent.json<{ data: { message: { image: { id: string } } } }>().data
      .message.image.id;
    return { supportConversationId, supportImageId };
  }

  /** Asha applies to become a psychic too: her private ID document and photo. */
  async function ashasApplication() {
    const form = await applicationForm(t.app, asha);
    const submitted = await call(t.app, asha, submitApplicationCall, form);
    expect(submitted.statusCode, submitted.body).toBe(200);
    return { idDocumentFileId: form.idDocumentFileId, photoFileId: form.photoFileId };
  }

  /** What Asha sees of her own things: it must be the same after every attempt. */
  async function ashasView(): Promise<string[]> {
    const reads: [Call, Record<string, unknown>][] = [
      [birthDetailListCall, {}],
      [paymentLogsCall, {}],
      [walletBalanceCall, {}],
      [orderDetailCall, { chatId: objects.chatId }],
      [orderMessagesCall, { chatId: objects.chatId }],
      [orderHistoryCall, {}],
      [myApplicationCall, {}],
      [profileReviewsCall, { consultantId: objects.consultantId }],
      [supportListCall, {}],
      [supportGetCall, { conversationId: objects.supportConversationId }],
    ];
    const views: string[] = [];
    for (const [target, fields] of reads) {
      const response = await call(t.app, asha, target, fields, { method: 'GET' });
      views.push(`${target.path} ${response.statusCode} ${response.body}`);
    }
    // Her name and devices have no read call of their own.
    const [account] = await t.database.db.select().from(users).where(eq(users.id, asha.userId));
    const devices = await t.database.db
      .select()
      .from(userDevices)
      .where(eq(userDevices.userId, asha.userId));
    views.push(JSON.stringify({ name: account?.name, devices }));
    return views;
  }

  it('knows, for every call taking an id, whether it names a user’s object', () => {
    const attempted = new Set(ATTEMPTS.map((attempt) => attempt.url));
    const unclassified = contractCalls(t.app)
      .filter((c) => c.fields.some((field) => ID_FIELD.test(field.name)))
      .filter((c) => !c.url.startsWith('/api/admin/'))
      .map((c) => c.url)
      .filter((url) => !attempted.has(url) && NOT_A_USERS_OBJECT[url] === undefined);
    expect(unclassified).toEqual([]);
    const known = new Set(contractCalls(t.app).map((c) => `${c.method} ${c.url}`));
    expect(ATTEMPTS.filter((a) => !known.has(`${a.method} ${a.url}`))).toEqual([]);
  });

  /** Each attempt must be refused and leave Asha's view as it was. */
  async function attempt(stage: Attempt['stage']): Promise<string[]> {
    const problems: string[] = [];
    for (const tried of ATTEMPTS.filter((a) => a.stage === stage)) {
      const before = await ashasView();
      const caller = CONSOLE_CALLS.has(tried.url) ? otherPsychic : mallory;
      const response = await injectAs(
        t.app,
        caller,
        tried.method,
        tried.url,
        tried.fields(objects),
      );
      const name = `${tried.method} ${tried.url}`;
      // Another's object is refused as forbidden or as not there; never a state conflict, which
      // would tell the stranger what state it is in.
      const refused = tried.filter
        ? response.statusCode === 200 &&
          response.json<{ data: { items: unknown[] } }>().data.items.length === 0
        : [403, 404].includes(response.statusCode);
      if (!refused) {
        problems.push(`${name} answered ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      const after = await ashasView();
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        problems.push(
          `${name} changed ${after.filter((view, i) => view !== before[i]).join('; ')}`,
        );
      }
    }
    return problems;
  }

  it("refuses every call on Asha's waiting chat request, changing nothing", async () => {
    expect(await attempt('waiting')).toEqual([]);
  });

  it("refuses every call on Asha's running chat, payment, charts and account, changing nothing", async () => {
    const { chatId } = objects;
    const accepted = await call(t.app, psychic, consoleAcceptCall, { chatId });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const started = await call(t.app, asha, userAcceptOrderCall, { chatId });
    expect(started.statusCode, started.body).toBe(200);
    expect(await attempt(undefined)).toEqual([]);
  });

  it('refuses every admin call to a plain user, changing nothing', async () => {
    const before = await ashasView();
    for (const adminCall of contractCalls(t.app).filter((c) => c.url.startsWith('/api/admin/'))) {
      const response = await injectAs(t.app, mallory, adminCall.method, adminCall.url, { id: 1 });
      expect(response.statusCode, `${adminCall.method} ${adminCall.url}`).toBe(403);
    }
    expect(await ashasView()).toEqual(before);
  });
});
