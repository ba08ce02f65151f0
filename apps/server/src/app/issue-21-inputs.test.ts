import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BIRTH_DETAIL } from '../features/birth-details/birth-detail-fixture';
import { injectAs, signedInUser, type TestUser } from '../test/call-client';
import { runSeed } from '../features/seed/run-seed';
import { createTestApp, type TestApp } from '../test/test-app';
import { SEED_STEPS } from './seed-steps';

/** The requests issue #21 reported as 500s: each is a 400 naming the field, and stores nothing. */
describe('the bad inputs of issue #21', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    await runSeed(t.database.db, SEED_STEPS);
    user = await signedInUser(t.app, '9876560001');
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['/api/chat/order/get-order-detail', { chatId: 3_000_000_000 }, 'chatId'],
    ['/api/birthdetail/get', { id: 3_000_000_000 }, 'id'],
    ['/api/payment-log/get/upi-payment/status', { paymentLogId: 3_000_000_000 }, 'paymentLogId'],
    ['/api/rating-review/get/forProfile', { consultantId: 3_000_000_000 }, 'consultantId'],
    ['/api/order/history/get', { chatId: 3_000_000_000 }, 'chatId'],
    ['/api/order/history/get', { consultantId: 3_000_000_000 }, 'consultantId'],
  ])('GET %s with %j is a 400', async (url, fields, field) => {
    const response = await injectAs(t.app, user, 'GET', url, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'fail',
      reason: `${field} must be at most 2147483647`,
    });
  });

  const nul = 'Asha\u0000';
  const lone = 'Asha\uD800';
  it.each([
    ['/api/user/update/user_profile', (text: string) => ({ name: text }), 'name'],
    ['/api/nps/score/addupdate', (text: string) => ({ score: 9, comment: text }), 'comment'],
    ['/api/user/notify-login', (text: string) => ({ hardwareId: text }), 'hardwareId'],
    [
      '/api/birthdetail/save/planets',
      (text: string) => ({ ...SAMPLE_BIRTH_DETAIL, name: text }),
      'name',
    ],
  ])('POST %s with NUL or a lone surrogate is a 400', async (url, fields, field) => {
    for (const text of [nul, lone]) {
      const response = await injectAs(t.app, user, 'POST', url, {
        userId: user.userId,
        ...fields(text),
      });
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json()).toEqual({
        status: 'fail',
        reason: `${field} must not contain NUL characters or unpaired surrogates`,
      });
    }
  });

  it('refuses a malformed URL-encoded time zone on Google sign-in with a 400 (found by the fuzz test)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login/user-email-mobile',
      payload: {
        appId: 1,
        businessId: 1,
        googleAuthToken: 'token',
        googleId: 'g-1',
        userLoginMode: 'EMAIL',
        email: 'asha@example.com',
        timeZone: 'Asia%2',
        appVersion: '1',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'fail',
      reason: 'timeZone must be URL-encoded text',
    });
  });
});
