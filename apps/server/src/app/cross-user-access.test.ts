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
  consoleDeclineCall,
  fillIntakeFormCall,
  orderDetailCall,
  orderHistoryCall,
  orderMessagesCall,
  userAcceptOrderCall,
} from '@lumus/contract/chat/chat-calls';
import { birthDetailListCall, saveBirthDetailCall } from '@lumus/contract/astrology/birth-details';
import { birthDetailDepthCall, KUNDLI_REPORT_PATH } from '@lumus/contract/astrology/chart-depth';
import { personalHoroscopeCall } from '@lumus/contract/astrology/horoscope';
import { MATCH_REPORT_PATH } from '@lumus/contract/astrology/match-making';
import { checkoutCall, paymentLogsCall } from '@lumus/contract/payments/payment-log';
import { walletBalanceCall } from '@lumus/contract/wallet/wallet-balance';
import {
  APPLICATION_FILE_PATH,
  myApplicationCall,
  submitApplicationCall,
} from '@lumus/contract/onboarding/onboarding-calls';
import { applicationForm } from '../features/onboarding/onboarding-test-fixtures';
import { reviewReplyCall } from '@lumus/contract/console/console-reviews';
import { profileReviewsCall } from '@lumus/contract/catalogue/profile-reviews';
import { consultantReviews } from '../features/catalogue/catalogue-tables';
import { consoleStatementCall } from '@lumus/contract/earnings/earnings-calls';
import type { Database } from '../lib/db/database';
import { bookSessionEnd } from '../features/earnings/earnings-ledger';
import { payoutProfiles } from '../features/earnings/earnings-tables';
import { createBatch } from '../features/earnings/payout-batches';

/** A payout to `psychic` in a batch for a period three days back (decision 038). */
async function payoutTo(db: Database, psychic: TestUser & { consultantId: number }) {
  const at = new Date(Date.now() - 3 * 86_400_000);
  await bookSessionEnd(db, {
    sessionId: 1_000_000,
    consultantId: psychic.consultantId,
    earningsPaise: 50_000,
    freeSecondsUsed: 0,
    at,
  });
  await db
    .update(payoutProfiles)
    .set({ method: { kind: 'upi', accountName: 'Test Psychic', upiId: 'psychic@okaxis' } })
    .where(eq(payoutProfiles.consultantId, psychic.consultantId));
  const day = at.toISOString().slice(0, 10);
  const batch = await createBatch(db, {
    from: day,
    to: day,
    adminUserId: psychic.userId,
    now: new Date(),
    config: { cycleDays: 7, minimumMinor: 100, withholdingBasisPoints: { IN: 1000, DE: 0 } },
  });
  const payout = batch.payouts[0];
  if (payout === undefined) throw new Error('no payout made');
  return payout.id;
}

/** A field naming a stored row (`id`, `chatId`, `user_id`, `ids`, ...). */
const ID_FIELD = /(^id$|^ids$|Id$|Ids$|_id$)/;

/**
 * Calls that take an id but not of another user's object, each with why; a new id-taking call must
 * be added here or to the attempts below, so none is left untested.
 */
const NOT_A_USERS_OBJECT: Readonly<Record<string, string>> = {
  '/api/login/user/without/login': 'app, business, device and hardware ids of the caller',
  '/api/login/user/without/login/experiment': 'app, business, device and hardware ids',
  '/api/v2/login/user/mobile-otp-login': 'app and business ids, the caller’s hardware id',
  '/api/login/get/is-twilio-on/foreign': 'app and business ids',
  '/api/login/user/mobile-otp-login/verify': 'app and business ids, the caller’s hardware id',
  '/api/user/notify-login': 'the caller’s own hardware id',
  '/api/identity/phone/confirm': 'the verification id the caller was just given',
  '/api/login/user/mobile-firebase-login/verify': 'app, business and identity-provider ids',
  '/api/v2/login/user-email-mobile': 'app, business and Google ids of the caller',
  '/api/get/static/value': 'public settings',
  '/api/freeAPI/consultant/get-list/filter': 'public catalogue groups',
  '/api/freeAPI/consultant/get/by/id': 'public consultant profiles',
  '/api/consultant-gallery/get/allConsultantImages': 'public consultant galleries',
  '/api/rating-review/get/forProfile': 'public reviews of a consultant',
  '/api/get/status/for/call-chat/v3': 'public consultant status',
  '/api/currency/get/currency/details': 'app id',
  '/api/user/get/experiments': 'a guest’s own random id',
  '/api/user/experiments/exposure': 'a guest’s own random id',
  '/api/dev/consultant/status': 'development only, a public consultant',
  '/api/birthdetail/save/planets': 'a public place of the place index',
  '/api/chat/order/fill-intake-form': 'a public consultant and place',
  '/api/console/order/history/get': 'a paging cursor within the caller’s own history',
  '/api/api/checkout/process': 'a public recharge pack',
  '/api/chat/order/start-check': 'a public consultant, against the caller’s own wallet',
  '/api/favourites/add': 'a public consultant, into the caller’s own favourites',
  '/api/favourites/remove': 'a public consultant, out of the caller’s own favourites',
};

type Attempt = Readonly<{
  /** Tried while Asha's chat request waits for the psychic, or once the chat runs. */
  stage?: 'waiting';
  /** A filter of the caller's own list: refusing means an empty list, not an error. */
  filter?: true;
  method: 'GET' | 'POST';
  url: string;
  fields: (objects: UserObjects) => Record<string, unknown>;
}>;

type UserObjects = Readonly<{
  userId: number;
  birthDetailId: number;
  ownBirthDetailId: number;
  paymentLogId: number;
  chatId: number;
  intakeFormId: number;
  consultantId: number;
  idDocumentFileId: string;
  photoFileId: string;
  malloryApplication: Record<string, unknown>;
  /** A review of Asha's psychic, which only that psychic may answer. */
  reviewId: number;
  /** A payout to Asha's psychic, whose statement only that psychic may download. */
  payoutId: number;
}>;

/** Another user (or, for console calls, another consultant) naming the first user's objects. */
const ATTEMPTS: readonly Attempt[] = [
  {
    method: 'POST',
    url: '/api/user/update/user_profile',
    fields: (o) => ({ userId: o.userId, name: 'Mallory' }),
  },
  {
    method: 'POST',
    url: '/api/user/api/v1/update_device_token',
    fields: (o) => ({
      user_id: o.userId,
      device_id: 'dev-m',
      deviceType: 'browser',
      app_id: 1,
      version: '1',
    }),
  },
  { method: 'GET', url: '/api/birthdetail/get', fields: (o) => ({ id: o.birthDetailId }) },
  { method: 'POST', url: '/api/birthdetail/get', fields: (o) => ({ id: o.birthDetailId }) },
  { method: 'POST', url: '/api/birthdetail/delete', fields: (o) => ({ id: o.birthDetailId }) },
  { method: 'GET', url: birthDetailDepthCall.path, fields: (o) => ({ id: o.birthDetailId }) },
  { method: 'POST', url: birthDetailDepthCall.path, fields: (o) => ({ id: o.birthDetailId }) },
  {
    method: 'GET',
    url: KUNDLI_REPORT_PATH,
    fields: (o) => ({ id: o.birthDetailId, lang: 'de' }),
  },
  { method: 'GET', url: personalHoroscopeCall.path, fields: (o) => ({ id: o.birthDetailId }) },
  { method: 'POST', url: personalHoroscopeCall.path, fields: (o) => ({ id: o.birthDetailId }) },
  {
    method: 'GET',
    url: '/api/combined/match_making',
    fields: (o) => ({ boyId: o.birthDetailId, girlId: o.ownBirthDetailId }),
  },
  {
    method: 'POST',
    url: '/api/combined/match_making',
    fields: (o) => ({ boyId: o.ownBirthDetailId, girlId: o.birthDetailId }),
  },
  {
    method: 'GET',
    url: MATCH_REPORT_PATH,
    fields: (o) => ({ boyId: o.birthDetailId, girlId: o.ownBirthDetailId }),
  },
  {
    method: 'GET',
    url: MATCH_REPORT_PATH,
    fields: (o) => ({ boyId: o.ownBirthDetailId, girlId: o.birthDetailId, lang: 'de' }),
  },
  {
    method: 'POST',
    url: '/api/payment/gateway/paytm/initiate-payments',
    fields: (o) => ({ paymentLogId: o.paymentLogId, language: 'en' }),
  },
  {
    method: 'POST',
    url: '/api/payment-log/complete',
    fields: (o) => ({ paymentLogId: o.paymentLogId }),
  },
  {
    method: 'POST',
    url: '/api/payment-log/submit',
    fields: (o) => ({ paymentLogId: o.paymentLogId }),
  },
  {
    method: 'GET',
    url: '/api/payment-log/get/upi-payment/status',
    fields: (o) => ({ paymentLogId: o.paymentLogId }),
  },
  {
    method: 'POST',
    url: '/api/payment-log/get/upi-payment/status',
    fields: (o) => ({ paymentLogId: o.paymentLogId }),
  },
  {
    method: 'POST',
    url: '/api/call-chat/queue/create-token/v2',
    fields: (o) => ({ consultantId: o.consultantId, intakeFormId: o.intakeFormId }),
  },
  {
    stage: 'waiting',
    method: 'GET',
    url: '/api/queue-token/user/waitlist/get/v3',
    fields: (o) => ({ chatId: o.chatId }),
  },
  {
    stage: 'waiting',
    method: 'POST',
    url: '/api/queue-token/user/waitlist/get/v3',
    fields: (o) => ({ chatId: o.chatId }),
  },
  {
    stage: 'waiting',
    method: 'POST',
    url: '/api/call-chat/queue/cancel/token',
    fields: (o) => ({ chatId: o.chatId }),
  },
  {
    stage: 'waiting',
    method: 'POST',
    url: '/api/queue-token/user/hold/unhold',
    fields: (o) => ({ chatId: o.chatId, hold: true }),
  },
  {
    method: 'POST',
    url: '/api/chat/order/accept/byUser/v2',
    fields: (o) => ({ chatId: o.chatId }),
  },
  { method: 'GET', url: '/api/chat/order/get-order-detail', fields: (o) => ({ chatId: o.chatId }) },
  {
    method: 'POST',
    url: '/api/chat/order/get-order-detail',
    fields: (o) => ({ chatId: o.chatId }),
  },
  { method: 'GET', url: '/api/chat/order/messages/get', fields: (o) => ({ chatId: o.chatId }) },
  { method: 'POST', url: '/api/chat/order/messages/get', fields: (o) => ({ chatId: o.chatId }) },
  { method: 'POST', url: '/api/chat/order/end', fields: (o) => ({ chatId: o.chatId }) },
  { method: 'POST', url: '/api/session/continue', fields: (o) => ({ chatId: o.chatId }) },
  { method: 'GET', url: '/api/call/ice-config', fields: (o) => ({ chatId: o.chatId }) },
  { method: 'POST', url: '/api/call/ice-config', fields: (o) => ({ chatId: o.chatId }) },
  {
    filter: true,
    method: 'GET',
    url: '/api/order/history/get',
    fields: (o) => ({ chatId: o.chatId }),
  },
  {
    filter: true,
    method: 'POST',
    url: '/api/order/history/get',
    fields: (o) => ({ chatId: o.chatId }),
  },
  { method: 'POST', url: '/api/order/delete/byId', fields: (o) => ({ chatId: o.chatId }) },
  {
    method: 'POST',
    url: '/api/rating-review/create',
    fields: (o) => ({ chatId: o.chatId, rating: 1, review: 'x' }),
  },
  {
    method: 'GET',
    url: APPLICATION_FILE_PATH,
    fields: (o) => ({ fileId: o.idDocumentFileId }),
  },
  {
    method: 'GET',
    url: APPLICATION_FILE_PATH,
    fields: (o) => ({ fileId: o.photoFileId }),
  },
  {
    method: 'POST',
    url: submitApplicationCall.path,
    // Mallory's own complete application, naming Asha's uploaded ID document and photo.
    fields: (o) => ({ ...o.malloryApplication, idDocumentFileId: o.idDocumentFileId }),
  },
  {
    method: 'POST',
    url: submitApplicationCall.path,
    fields: (o) => ({ ...o.malloryApplication, photoFileId: o.photoFileId }),
  },
  {
    stage: 'waiting',
    method: 'POST',
    url: consoleAcceptCall.path,
    fields: (o) => ({ chatId: o.chatId }),
  },
  {
    stage: 'waiting',
    method: 'POST',
    url: consoleDeclineCall.path,
    fields: (o) => ({ chatId: o.chatId, reason: 'busy' }),
  },
  {
    method: 'POST',
    url: reviewReplyCall.path,
    fields: (o) => ({ reviewId: o.reviewId, reply: 'Thank you' }),
  },
  {
    method: 'GET',
    url: consoleStatementCall.path,
    fields: (o) => ({ payoutId: o.payoutId, format: 'csv' }),
  },
];

/** Tried by the other psychic: a psychic's own objects are their requests and their reviews. */
const CONSOLE_CALLS = new Set([
  consoleAcceptCall.path,
  consoleDeclineCall.path,
  reviewReplyCall.path,
  consoleStatementCall.path,
]);

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
    };
  });
  afterAll(async () => {
    await t.close();
  });

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
