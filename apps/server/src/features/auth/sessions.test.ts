import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { REASON_ALREADY_REGISTERED, REASON_OTHER_USER } from '../users/profile-routes';
import { loginEvents, users } from '../users/users-tables';
import { REASON_BLOCKED, REASON_ID_MISMATCH, REASON_SESSION_REVOKED } from './auth-guard';
import { REASON_NO_TOKEN, REASON_TOKEN_EXPIRED, REASON_TOKEN_INVALID } from './session-tokens';
import { authHeaders, signInByPhone } from './sign-in-test-helpers';
import {
  logoutCall,
  logoutOtherDevicesCall,
  notifyLoginCall,
  registrationCall,
  updateDeviceTokenCall,
  updateProfileCall,
} from '@lumus/contract/auth/auth-calls';

const registration = {
  name: 'Asha',
  gender: 'FEMALE',
  dob: '1994-07-21',
  timeOfBirth: '06:15',
  placeOfBirth: 'Pune, India',
};

describe('sessions and the auth guard', () => {
  let t: TestApp;
  let now = new Date('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now, env: { OTP_SENDS_PER_IP_PER_HOUR: '1000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const notify = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: notifyLoginCall.path, headers, payload: {} });

  it('accepts its own token with the matching id header and records the login', async () => {
    const { authToken, userId } = await signInByPhone(t.app, {
      countryCode: '91',
      mobile: '9100000001',
    });
    const response = await notify({
      ...authHeaders(authToken, userId),
      'user-agent': 'test-agent',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });
    const events = await t.database.db
      .select()
      .from(loginEvents)
      .where(eq(loginEvents.userId, userId));
    expect(events).toHaveLength(1);
    expect(events[0]?.userAgent).toBe('test-agent');
  });

  it('answers 401 with a distinct reason for each kind of bad token', async () => {
    const { authToken, userId } = await signInByPhone(t.app, {
      countryCode: '91',
      mobile: '9100000002',
    });
    const expectRefusal = async (headers: Record<string, string>, reason: string) => {
      const response = await notify(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 'fail', reason });
    };
    await expectRefusal({ id: String(userId) }, REASON_NO_TOKEN);
    const [head, payload, signature] = authToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    await expectRefusal(
      authHeaders(`${head}.${forged}.${signature}`, userId),
      REASON_TOKEN_INVALID,
    );
    const otherKey = await new SignJWT({ sid: 'x', role: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    await expectRefusal(authHeaders(otherKey, userId), REASON_TOKEN_INVALID);
    await expectRefusal(authHeaders(authToken, userId + 1), REASON_ID_MISMATCH);
    await expectRefusal(authHeaders(authToken, '-1'), REASON_ID_MISMATCH);
  });

  it('refuses a token once it has expired (30 days by default)', async () => {
    const { authToken, userId } = await signInByPhone(t.app, {
      countryCode: '91',
      mobile: '9100000003',
    });
    const signedAt = now;
    now = new Date(signedAt.getTime() + 29 * 24 * 60 * 60 * 1000);
    expect((await notify(authHeaders(authToken, userId))).statusCode).toBe(200);
    now = new Date(signedAt.getTime() + 30 * 24 * 60 * 60 * 1000 + 1000);
    const response = await notify(authHeaders(authToken, userId));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'fail', reason: REASON_TOKEN_EXPIRED });
  });

  it('logs out other devices: their tokens get 401, this one keeps working', async () => {
    const phone = { countryCode: '91', mobile: '9100000004' };
    const laptop = await signInByPhone(t.app, phone);
    const phoneDevice = await signInByPhone(t.app, phone);
    expect(phoneDevice.userId).toBe(laptop.userId);
    const response = await t.app.inject({
      method: 'POST',
      url: logoutOtherDevicesCall.path,
      headers: authHeaders(laptop.authToken, laptop.userId),
    });
    expect(response.json()).toEqual({ status: 'success' });
    const other = await notify(authHeaders(phoneDevice.authToken, phoneDevice.userId));
    expect(other.statusCode).toBe(401);
    expect(other.json()).toEqual({ status: 'fail', reason: REASON_SESSION_REVOKED });
    expect((await notify(authHeaders(laptop.authToken, laptop.userId))).statusCode).toBe(200);
  });

  it('logs out the current session', async () => {
    const { authToken, userId } = await signInByPhone(t.app, {
      countryCode: '91',
      mobile: '9100000005',
    });
    const headers = authHeaders(authToken, userId);
    const response = await t.app.inject({ method: 'POST', url: logoutCall.path, headers });
    expect(response.json()).toEqual({ status: 'success' });
    expect((await notify(headers)).statusCode).toBe(401);
  });

  it('refuses a blocked user at once', async () => {
    const { authToken, userId } = await signInByPhone(t.app, {
      countryCode: '91',
      mobile: '9100000006',
    });
    await t.database.db.update(users).set({ blockedAt: now }).where(eq(users.id, userId));
    const response = await notify(authHeaders(authToken, userId));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'fail', reason: REASON_BLOCKED });
  });

  it('updates the own first name and refuses another user id with 403', async () => {
    const { authToken, userId } = await signInByPhone(t.app, {
      countryCode: '91',
      mobile: '9100000007',
    });
    const headers = authHeaders(authToken, userId);
    const own = await t.app.inject({
      method: 'POST',
      url: `${updateProfileCall.path}?name=%20Ravi%20&userId=${userId}`,
      headers,
    });
    expect(own.json()).toEqual({ status: 'success', data: { name: 'Ravi' } });
    const empty = await t.app.inject({
      method: 'POST',
      url: updateProfileCall.path,
      headers,
      payload: { name: '  ', userId },
    });
    expect(empty.json()).toEqual({ status: 'success', data: { name: 'User' } });
    const other = await t.app.inject({
      method: 'POST',
      url: updateProfileCall.path,
      headers,
      payload: { name: 'Mallory', userId: userId + 1000 },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ status: 'fail', reason: REASON_OTHER_USER });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.name).toBe('User');
  });

  it('registers with a name alone, the one prompt of the web app (decision 042)', async () => {
    const phone = { countryCode: '91', mobile: '9100000018' };
    const first = await signInByPhone(t.app, phone);
    expect(first.body.isRegistered).toBe(false);
    const headers = authHeaders(first.authToken, first.userId);
    const empty = await t.app.inject({
      method: 'POST',
      url: registrationCall.path,
      headers,
      payload: { name: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    const response = await t.app.inject({
      method: 'POST',
      url: registrationCall.path,
      headers,
      payload: { name: 'Ravi' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      data: { name: 'Ravi', dob: null, gender: null, placeOfBirth: null },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: registrationCall.path,
      headers,
      payload: { name: 'Ravi Kumar' },
    });
    expect(again.statusCode).toBe(409);
    expect((await signInByPhone(t.app, phone)).body.isRegistered).toBe(true);
  });

  it('registers a new user once; the next login says isRegistered', async () => {
    const phone = { countryCode: '91', mobile: '9100000008' };
    const first = await signInByPhone(t.app, phone);
    expect(first.body.isRegistered).toBe(false);
    const headers = authHeaders(first.authToken, first.userId);
    const bad = await t.app.inject({
      method: 'POST',
      url: registrationCall.path,
      headers,
      payload: { ...registration, dob: '1994-02-30' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ reason: string }>().reason).toContain('dob');
    const response = await t.app.inject({
      method: 'POST',
      url: registrationCall.path,
      headers,
      payload: registration,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      data: { id: first.userId, ...registration, verifiedMobile: '+91 9100000008' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: registrationCall.path,
      headers,
      payload: registration,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'fail', reason: REASON_ALREADY_REGISTERED });
    const second = await signInByPhone(t.app, phone);
    expect(second.body.isRegistered).toBe(true);
    expect(second.body.data?.name).toBe('Asha');
  });

  it('records the device and answers the device data', async () => {
    const { authToken, userId } = await signInByPhone(t.app, {
      countryCode: '91',
      mobile: '9100000009',
    });
    const payload = {
      user_id: userId,
      device_id: 'dev-1',
      deviceType: 'browser',
      app_id: 4,
      version: '11.2.334',
    };
    const response = await t.app.inject({
      method: 'POST',
      url: updateDeviceTokenCall.path,
      headers: authHeaders(authToken, userId),
      payload,
    });
    expect(response.json()).toEqual({
      status: 'success',
      data: { isToShowNewPoDesignScreen: false, isToShowDirectIntakeFormPanditJi: false },
    });
    const foreign = await t.app.inject({
      method: 'POST',
      url: updateDeviceTokenCall.path,
      headers: authHeaders(authToken, userId),
      payload: { ...payload, user_id: userId + 1 },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
