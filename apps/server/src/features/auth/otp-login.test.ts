import { OTP_LENGTH_DEFAULT } from '@lumus/contract/constants';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlEncoded } from '../../test/form-bodies';
import { createTestApp, type TestApp } from '../../test/test-app';
import { phoneCodes } from './auth-tables';
import {
  REASON_EXPIRED,
  REASON_IP_LIMIT,
  REASON_NUMBER_LIMIT,
  REASON_TOO_MANY_ATTEMPTS,
  REASON_USED,
  REASON_WRONG_CODE,
} from './phone-codes';
import {
  outboxCode,
  sendCode,
  sendCodeToken,
  signInByPhone,
  submitCode,
} from './sign-in-test-helpers';
import { twilioCheckCall } from '@lumus/contract/auth/auth-calls';

describe('phone-code sign-in', () => {
  let t: TestApp;
  let now = new Date('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now, env: { OTP_SENDS_PER_IP_PER_HOUR: '1000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('rejects +91 numbers that are not exactly 10 digits with the spec message', async () => {
    const response = await sendCode(t.app, { countryCode: '+91', mobile: '987654321' });
    expect(response.statusCode).toBe(400);
    const reason = 'Mobile Number should be exact 10 digits.';
    expect(response.json()).toEqual({ status: 'fail', reason, data: { status: 'fail', reason } });
  });

  it('rejects other numbers shorter than 3 digits with the spec message', async () => {
    const response = await sendCode(t.app, { countryCode: '49', mobile: '12' });
    expect(response.statusCode).toBe(400);
    const reason = 'Enter Valid Phone Number.';
    expect(response.json()).toEqual({ status: 'fail', reason, data: { status: 'fail', reason } });
    expect(await t.database.db.select().from(phoneCodes)).toHaveLength(0);
  });

  it('texts a random 4-digit code, stores only its hash and answers a token', async () => {
    const response = await sendCode(t.app, { countryCode: '91', mobile: '9000000001' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: { status: string; token: string; otpLength: number } }>();
    expect(body.data).toMatchObject({ status: 'success', otpLength: OTP_LENGTH_DEFAULT });
    expect(body.data.token.length).toBeGreaterThanOrEqual(32);
    const code = await outboxCode(t.app, '9000000001');
    expect(code).toMatch(/^\d{4}$/);
    const rows = await t.database.db.select().from(phoneCodes);
    const row = rows.find((candidate) => candidate.id === body.data.token);
    expect(row?.phone).toBe('+919000000001');
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.expiresAt.getTime()).toBe(now.getTime() + 10 * 60 * 1000);
  });

  it('accepts the send-code fields as a urlencoded form (the spec client posts a form)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login/user/mobile-otp-login',
      ...urlEncoded({ countryCode: '+91', mobile: '9000000009', appId: '4', businessId: '12' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', data: { status: 'success' } });
  });

  it('signs in with the right code: a 30-day JWT, an unregistered user', async () => {
    const phone = { countryCode: '91', mobile: '9000000002' };
    const { body, authToken, userId } = await signInByPhone(t.app, phone);
    expect(body.status).toBe('success');
    expect(body.isRegistered).toBe(false);
    expect(body.data).toMatchObject({ verifiedMobile: '+91 9000000002', isForeign: false });
    const claims = decodeJwt(authToken);
    expect(claims.sub).toBe(String(userId));
    expect(claims.exp).toBe(Math.floor(now.getTime() / 1000) + 30 * 24 * 60 * 60);
    expect(typeof claims['sid']).toBe('string');
    expect(claims['role']).toBe('user');

    const again = await signInByPhone(t.app, phone);
    expect(again.userId).toBe(userId);
  });

  it('uses a code once only', async () => {
    const phone = { countryCode: '91', mobile: '9000000003' };
    const token = await sendCodeToken(t.app, phone);
    const code = await outboxCode(t.app, phone.mobile);
    expect((await submitCode(t.app, phone, token, code)).statusCode).toBe(200);
    const second = await submitCode(t.app, phone, token, code);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ status: 'fail', reason: REASON_USED });
  });

  it('kills the token after 5 wrong codes, even for the right one', async () => {
    const phone = { countryCode: '91', mobile: '9000000004' };
    const token = await sendCodeToken(t.app, phone);
    const code = await outboxCode(t.app, phone.mobile);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await submitCode(t.app, phone, token, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 'fail', reason: REASON_WRONG_CODE });
    }
    const sixth = await submitCode(t.app, phone, token, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ status: 'fail', reason: REASON_TOO_MANY_ATTEMPTS });
  });

  it('refuses a code after 10 minutes', async () => {
    const phone = { countryCode: '44', mobile: '7700900005' };
    const token = await sendCodeToken(t.app, phone);
    const code = await outboxCode(t.app, phone.mobile);
    now = new Date(now.getTime() + 10 * 60 * 1000 + 1);
    const response = await submitCode(t.app, phone, token, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'fail', reason: REASON_EXPIRED });
  });

  it('refuses a code submitted for another number', async () => {
    const token = await sendCodeToken(t.app, { countryCode: '91', mobile: '9000000006' });
    const code = await outboxCode(t.app, '9000000006');
    const response = await submitCode(
      t.app,
      { countryCode: '91', mobile: '9000000007' },
      token,
      code,
    );
    expect(response.statusCode).toBe(400);
  });

  it('allows 5 codes per number per hour, then 429 until the hour has passed', async () => {
    const phone = { countryCode: '91', mobile: '9000000008' };
    for (let send = 1; send <= 5; send += 1) {
      expect((await sendCode(t.app, phone)).statusCode).toBe(200);
    }
    const sixth = await sendCode(t.app, phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ status: 'fail', reason: REASON_NUMBER_LIMIT });
    now = new Date(now.getTime() + 60 * 60 * 1000 + 1);
    expect((await sendCode(t.app, phone)).statusCode).toBe(200);
  });

  it('answers the Twilio flag from configuration (off by default)', async () => {
    const response = await t.app.inject({
      url: `${twilioCheckCall.path}?countryCode=49&appId=4&businessId=12&mobile=15112345678`,
    });
    expect(response.json()).toEqual({ status: 'success', data: { isTwilioActive: false } });
  });

  it('says which field is bad', async () => {
    const response = await submitCode(
      t.app,
      { countryCode: '91', mobile: '9000000001' },
      'x',
      'ab',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'fail' });
    expect(response.json<{ reason: string }>().reason).toContain('otp must be 4 to 6 digits');
  });
});

describe('phone-code limits per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { OTP_SENDS_PER_IP_PER_HOUR: '3', TWILIO_FOREIGN_ACTIVE: 'true' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts codes per IP across numbers and answers 429 over the limit', async () => {
    for (let n = 1; n <= 3; n += 1) {
      const response = await sendCode(
        t.app,
        { countryCode: '91', mobile: `900000010${n}` },
        '198.51.100.7',
      );
      expect(response.statusCode).toBe(200);
    }
    const fourth = await sendCode(
      t.app,
      { countryCode: '91', mobile: '9000000200' },
      '198.51.100.7',
    );
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ reason: REASON_IP_LIMIT });
    const otherIp = await sendCode(
      t.app,
      { countryCode: '91', mobile: '9000000200' },
      '198.51.100.8',
    );
    expect(otherIp.statusCode).toBe(200);
  });

  it('reports TWILIO_FOREIGN_ACTIVE', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: twilioCheckCall.path,
      payload: { countryCode: '+49', appId: 4, businessId: 12, mobile: '15112345678' },
    });
    expect(response.json()).toEqual({ status: 'success', data: { isTwilioActive: true } });
  });
});
