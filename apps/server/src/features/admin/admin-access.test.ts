import {
  ADMIN_CALL_METHODS,
  ADMIN_PATHS,
  type AdminPathKey,
  REASON_ADMINS_ONLY,
  REASON_STAFF_ONLY,
  STAFF_PATH_KEYS,
} from '@lumus/contract/admin/admin-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { injectAs, signedInUser, type TestUser } from '../../test/call-client';
import { adminUser, call, consultantForm } from './admin-test-helpers';
import { grantAdmin } from './grant-admin';
import { adminSettingsGetCall } from '@lumus/contract/admin/admin-calls';

const KEYS = Object.keys(ADMIN_PATHS) as AdminPathKey[];

/**
 * One bad input per admin call that takes input; typed over every key, so a new admin call does
 * not compile here until it has its bad-input case.
 */
const BAD_INPUT: Readonly<
  Record<
    Exclude<
      AdminPathKey,
      | 'settingsGet'
      | 'groupsList'
      | 'payoutSettings'
      | 'payoutBatchesList'
      | 'supportFigures'
      | 'staffList'
    >,
    Record<string, unknown>
  >
> = {
  dashboard: { days: 14 },
  export: { kind: 'sessions', from: '2026-03-01', to: '2025-03-01' },
  consultantsList: { page: 0 },
  consultantGet: { id: 'abc' },
  consultantCreate: consultantForm({ categories: ['not-a-category'] }),
  consultantUpdate: { ...consultantForm(), id: 1, pricePerMinuteMinor: -5 },
  consultantSuspend: { id: 1, suspended: 'maybe' },
  ordersList: { from: '2026-13-40' },
  orderGet: { id: -1 },
  orderRefund: { id: 1, amount: 100, reason: '', requestId: 'refund-0001' },
  paymentsList: { status: 'lost' },
  paymentGet: { id: '' },
  paymentRecheck: {},
  invoicesList: { market: 'ZZ' },
  invoicePdf: { invoiceId: 'first' },
  usersList: { pageSize: 500 },
  userGet: {},
  userBlock: { id: 2 },
  staticValueSave: { id: 507, value: 'yes', mode: 'MOBILE' },
  rechargePackSave: { amountMinor: 5 },
  currencyRateSave: { isoCode: 'EURO', symbol: '€', conversionFactor: 9000, countries: 'DE' },
  freeChatMinutesSave: { minutes: 9999 },
  experimentSave: { key: 'home_hero', active: true, variants: [] },
  experimentCreate: {
    key: 'Home Hero',
    active: true,
    variants: [
      { key: 'a', weight: 1 },
      { key: 'a', weight: 2 },
    ],
  },
  experimentVariantAdd: { experiment: 'home_hero', key: 'warm', weight: 1001 },
  groupGet: { id: 'x' },
  groupSave: { slug: 'Love & Tarot', titleEn: 'Love', titleDe: 'Liebe', sortOrder: 0 },
  groupDelete: { id: 0 },
  groupMembersSet: { id: 1, consultantIds: [1, 1] },
  galleryList: { consultantId: 'all' },
  galleryAdd: {
    consultantId: 1,
    imageUrl: 'https://example.com/x.png',
    captionEn: 'Altar',
    captionDe: 'Altar',
    width: 10,
    height: 10,
  },
  galleryRemove: {},
  galleryReorder: { consultantId: 1, imageIds: [] },
  auditList: { adminUserId: 'me' },
  applicationsList: { status: 'pending' },
  applicationGet: { id: 'first' },
  applicationDecide: { id: 1, decision: 'reject', note: '' },
  priceChangesList: { status: 'waiting' },
  priceChangeDecide: { id: 1, decision: 'reject', note: '' },
  consultantForceOffline: { id: 0 },
  consultantVerifiedSet: { id: 1, verified: 'yes' },
  payoutFreeCompensationSave: { perMinute: -1 },
  payoutBatchCreate: { from: '2026-02-30', to: '2026-03-01' },
  payoutBatchGet: { batchId: 'one' },
  payoutBatchExport: {},
  payoutBatchMarkPaid: { batchId: 0 },
  payoutMarketSet: { consultantId: 1, market: 'FR' },
  supportList: { reason: 'rude' },
  supportGet: { conversationId: 'first' },
  supportReply: { conversationId: 1, text: '   ' },
  supportNote: { conversationId: 1, text: 'x'.repeat(2001) },
  supportAssign: {},
  supportStatus: { conversationId: 1, status: 'waiting_for_user' },
  supportRefund: { conversationId: 1, amount: 100, reason: 'ok', requestId: 'short' },
  supportGoodwill: {
    conversationId: 1,
    amount: 0,
    reason: 'Sorry for the wait',
    requestId: 'gw-00001',
  },
  staffAdd: { countryCode: '91', mobile: '12ab', name: 'Asha' },
  staffRemove: { userId: 'agent' },
};

describe(`admin access (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  let test: TestApp;
  let admin: TestUser;
  let user: TestUser;
  let agent: TestUser;
  beforeAll(async () => {
    test = await createTestApp();
    admin = await adminUser(test.app, test.database.db, '9811100001');
    user = await signedInUser(test.app, '9811100002');
    await grantAdmin(
      test.database.db,
      { countryCode: '91', mobile: '9811100003', name: 'Agent' },
      'support',
    );
    agent = await signedInUser(test.app, '9811100003');
  });
  afterAll(async () => {
    await test.close();
  });

  it('registers exactly the admin calls of the contract', () => {
    const printed = test.app.printRoutes({ commonPrefix: false });
    const registered = [...printed.matchAll(/(\/api\/admin\/\S+) \(([^)]*)\)/g)].map(
      (match) => `${match[2]?.split(',')[0] ?? ''} ${match[1] ?? ''}`,
    );
    const expected = KEYS.map((key) => `${ADMIN_CALL_METHODS[key]} ${ADMIN_PATHS[key]}`);
    expect(registered.sort()).toEqual(expected.sort());
  });

  it.each(KEYS)('%s: signed out 401, a non-admin 403 with the reason', async (key) => {
    const method = ADMIN_CALL_METHODS[key];
    const url = ADMIN_PATHS[key];
    const signedOut = await test.app.inject({ method, url });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ status: 'fail' });
    const refused = await injectAs(test.app, user, method, url, { id: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: 'fail',
      reason: STAFF_PATH_KEYS.has(key) ? REASON_STAFF_ONLY : REASON_ADMINS_ONLY,
    });
  });

  it.each(KEYS)('%s: a support agent only reaches the support inbox', async (key) => {
    const response = await injectAs(test.app, agent, ADMIN_CALL_METHODS[key], ADMIN_PATHS[key], {
      id: 1,
    });
    if (STAFF_PATH_KEYS.has(key)) {
      expect(response.statusCode, response.body).not.toBe(403);
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 'fail', reason: REASON_ADMINS_ONLY });
    }
  });

  it.each(Object.entries(BAD_INPUT))(
    '%s: bad input is a 400 with a reason',
    async (key, fields) => {
      const adminKey = key as AdminPathKey;
      const response = await injectAs(
        test.app,
        admin,
        ADMIN_CALL_METHODS[adminKey],
        ADMIN_PATHS[adminKey],
        fields,
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ reason: string }>().reason.length).toBeGreaterThan(3);
    },
  );

  it('answers the admin', async () => {
    const settings = await call(test.app, admin, adminSettingsGetCall);
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({
      data: { freeChatMinutes: 0, freeChatMinutesFromEnv: true },
    });
  });
});
