import { eq } from 'drizzle-orm';
import type { TestUser } from '../test/call-client';
import { consoleAcceptCall, consoleDeclineCall } from '@lumus/contract/chat/chat-calls';
import { birthDetailDepthCall, KUNDLI_REPORT_PATH } from '@lumus/contract/astrology/chart-depth';
import { personalHoroscopeCall } from '@lumus/contract/astrology/horoscope';
import { MATCH_REPORT_PATH } from '@lumus/contract/astrology/match-making';
import { INVOICE_PDF_PATH } from '@lumus/contract/payments/invoice';
import {
  APPLICATION_FILE_PATH,
  submitApplicationCall,
} from '@lumus/contract/onboarding/onboarding-calls';
import { reviewReplyCall } from '@lumus/contract/console/console-reviews';
import { consoleStatementCall } from '@lumus/contract/earnings/earnings-calls';
import { SUPPORT_IMAGE_PATH } from '@lumus/contract/support/support';
import {
  supportCreateCall,
  supportGetCall,
  supportSendCall,
} from '@lumus/contract/support/support-calls';
import type { Database } from '../lib/db/database';
import { bookSessionEnd } from '../features/earnings/earnings-ledger';
import { payoutProfiles } from '../features/earnings/earnings-tables';
import { createBatch } from '../features/earnings/payout-batches';

// What `cross-user-access.test.ts` tries: every id-taking call, with another user's ids (or why a
// call's ids are not another user's), and the objects those ids name.

/** A payout to `psychic` in a batch for a period three days back (decision 038). */
export async function payoutTo(db: Database, psychic: TestUser & { consultantId: number }) {
  const at = new Date(Date.now() - 3 * 86_400_000);
  await bookSessionEnd(db, {
    sessionId: 1_000_000,
    consultantId: psychic.consultantId,
    earningsMinor: 50_000,
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
    config: {
      cycleDays: 7,
      minimumMinor: 100,
      withholdingBasisPoints: { IN: 1000, DE: 0 },
      clockOffsetHours: 0,
    },
  });
  const payout = batch.payouts[0];
  if (payout === undefined) throw new Error('no payout made');
  return payout.id;
}

/** A field naming a stored row (`id`, `chatId`, `user_id`, `ids`, ...). */
export const ID_FIELD = /(^id$|^ids$|Id$|Ids$|_id$)/;

/**
 * Calls that take an id but not of another user's object, each with why; a new id-taking call must
 * be added here or to the attempts below, so none is left untested.
 */
export const NOT_A_USERS_OBJECT: Readonly<Record<string, string>> = {
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
  '/api/birthdetail/cast': 'a public place of the place index; nothing is stored',
  '/api/birthdetail/claim-guest':
    'a public place, and a key the caller made; a key is unique per account, so another’s is only a new chart of the caller’s',
  '/api/chat/order/fill-intake-form': 'a public consultant and place',
  '/api/console/order/history/get': 'a paging cursor within the caller’s own history',
  '/api/api/checkout/process': 'a public recharge pack',
  '/api/chat/order/start-check': 'a public consultant, against the caller’s own wallet',
  '/api/favourites/add': 'a public consultant, into the caller’s own favourites',
  '/api/favourites/remove': 'a public consultant, out of the caller’s own favourites',
};

export type Attempt = Readonly<{
  /** Tried while Asha's chat request waits for the psychic, or once the chat runs. */
  stage?: 'waiting';
  /** A filter of the caller's own list: refusing means an empty list, not an error. */
  filter?: true;
  method: 'GET' | 'POST';
  url: string;
  fields: (objects: UserObjects) => Record<string, unknown>;
}>;

export type UserObjects = Readonly<{
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
  /** Asha's conversation with support, and an image she sent in it. */
  supportConversationId: number;
  supportImageId: string;
}>;

/** Another user (or, for console calls, another consultant) naming the first user's objects. */
export const ATTEMPTS: readonly Attempt[] = [
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
    method: 'GET',
    url: INVOICE_PDF_PATH,
    fields: (o) => ({ paymentLogId: o.paymentLogId, lang: 'de' }),
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
  {
    method: 'GET',
    url: supportGetCall.path,
    fields: (o) => ({ conversationId: o.supportConversationId }),
  },
  {
    method: 'POST',
    url: supportGetCall.path,
    fields: (o) => ({ conversationId: o.supportConversationId }),
  },
  {
    method: 'POST',
    url: supportSendCall.path,
    fields: (o) => ({ conversationId: o.supportConversationId, text: 'It is me, Asha' }),
  },
  {
    method: 'GET',
    url: SUPPORT_IMAGE_PATH,
    fields: (o) => ({ imageId: o.supportImageId }),
  },
  {
    method: 'POST',
    url: supportCreateCall.path,
    fields: (o) => ({ reason: 'charged_wrongly', text: 'Refund', chatOrderId: o.chatId }),
  },
  {
    method: 'POST',
    url: supportCreateCall.path,
    fields: (o) => ({ reason: 'other', text: 'Credit', paymentLogId: o.paymentLogId }),
  },
];

/** Tried by the other psychic: a psychic's own objects are their requests and their reviews. */
export const CONSOLE_CALLS = new Set([
  consoleAcceptCall.path,
  consoleDeclineCall.path,
  reviewReplyCall.path,
  consoleStatementCall.path,
]);
