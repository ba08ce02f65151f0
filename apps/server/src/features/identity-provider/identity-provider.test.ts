import { IDENTITY_JWKS_PATH } from '@lumus/contract/auth/auth-paths';
import { devOutboxResponseSchema } from '@lumus/contract/auth/auth-config';
import { providerConfirmResponseSchema } from '@lumus/contract/auth/identity-provider';
import { loginResponseSchema } from '@lumus/contract/auth/otp-login';
import { createLocalJWKSet, decodeJwt, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { REASON_TOO_MANY_ATTEMPTS } from '../auth/phone-codes';
import { REASON_PROOF_EXPIRED, REASON_PROOF_INVALID } from '../../lib/id-token/verify-id-token';
import { REASON_PHONE_MISMATCH } from './provider-login-routes';
import {
  devOutboxCall,
  identityConfirmCall,
  identityProviderLoginCall,
  identitySendCodeCall,
} from '@lumus/contract/auth/auth-calls';

const ISSUER = 'http://localhost:3000/identity';

describe('built-in identity provider', () => {
  let t: TestApp;
  let now = new Date('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  const sendCode = (phoneNumber: string) =>
    t.app.inject({ method: 'POST', url: identitySendCodeCall.path, payload: { phoneNumber } });
  const confirm = (verificationId: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: identityConfirmCall.path,
      payload: { verificationId, code },
    });
  const login = (idToken: string, uId: string, mobile = '15112345678') =>
    t.app.inject({
      method: 'POST',
      url: identityProviderLoginCall.path,
      payload: {
        mobile,
        countryCode: '+49',
        businessId: 12,
        appId: 4,
        idToken,
        hardwareId: 'hw-1',
        uId,
        uuid: '',
        timeZone: 'Europe/Berlin',
        gcmId: '',
        registerBy: 'WEB_DESKTOP',
        version: '1.1',
        toi: false,
      },
    });
  const latestCode = async (digits: string) => {
    const outbox = await t.app.inject({ url: `${devOutboxCall.path}?mobile=${digits}` });
    return devOutboxResponseSchema.parse(outbox.json()).messages[0]?.code ?? '';
  };
  const verificationIdOf = (response: { json: () => unknown }) =>
    (response.json() as { data: { verificationId: string } }).data.verificationId;

  it('texts a 6-digit code, confirms it into a signed id token, and the token logs in', async () => {
    const sent = await sendCode('+4915112345678');
    expect(sent.statusCode).toBe(200);
    const verificationId = verificationIdOf(sent);
    const code = await latestCode('15112345678');
    expect(code).toMatch(/^\d{6}$/);

    const confirmed = providerConfirmResponseSchema.parse(
      (await confirm(verificationId, code)).json(),
    );
    const { idToken, uid } = confirmed.data ?? { idToken: '', uid: '' };
    const jwks = await t.app.inject({ url: IDENTITY_JWKS_PATH });
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(jwks.json()), {
      issuer: ISSUER,
      audience: 'lumus',
      currentDate: now,
    });
    expect(payload).toMatchObject({ sub: uid, phone_number: '+4915112345678' });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);

    const response = await login(idToken, uid);
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'success', isRegistered: false });
    expect(body.data).toMatchObject({ verifiedMobile: '+49 15112345678', isForeign: true });
    expect(decodeJwt(body.data?.authToken ?? '').sub).toBe(String(body.data?.id));

    const reused = await confirm(verificationId, code);
    expect(reused.statusCode).toBe(400);
  });

  it('applies the spec rules to +91 numbers and the attempt limit to codes', async () => {
    const short = await sendCode('+91987654321');
    expect(short.json()).toEqual({
      status: 'fail',
      reason: 'Mobile Number should be exact 10 digits.',
    });
    const verificationId = verificationIdOf(await sendCode('+4915100000002'));
    const code = await latestCode('4915100000002');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) await confirm(verificationId, wrong);
    const sixth = await confirm(verificationId, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ status: 'fail', reason: REASON_TOO_MANY_ATTEMPTS });
  });

  it('refuses id tokens from another key, for another audience or issuer, or expired', async () => {
    const pair = await generateKeyPair('ES256');
    const forge = (issuer: string, audience: string, key: CryptoKeyLike = pair.privateKey) =>
      new SignJWT({ phone_number: '+4915112345678' })
        .setProtectedHeader({ alg: 'ES256' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject('uid-1')
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(now.getTime() / 1000) + 3600)
        .sign(key);
    for (const token of [
      await forge(ISSUER, 'lumus'),
      await forge('https://evil.example/identity', 'lumus'),
      'not-a-jwt',
    ]) {
      const response = await login(token, 'uid-1');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 'fail', reason: REASON_PROOF_INVALID });
    }

    // A genuine token of ours, checked against the wrong number and after it expired.
    const verificationId = verificationIdOf(await sendCode('+4915100000003'));
    const confirmed = providerConfirmResponseSchema.parse(
      (await confirm(verificationId, await latestCode('4915100000003'))).json(),
    );
    const { idToken, uid } = confirmed.data ?? { idToken: '', uid: '' };
    const mismatch = await login(idToken, uid, '15112345678');
    expect(mismatch.statusCode).toBe(401);
    expect(mismatch.json()).toEqual({ status: 'fail', reason: REASON_PHONE_MISMATCH });
    now = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    const expired = await login(idToken, uid, '15100000003');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ status: 'fail', reason: REASON_PROOF_EXPIRED });
  });
});

type CryptoKeyLike = Parameters<SignJWT['sign']>[0];

describe('Firebase as the identity provider', () => {
  let t: TestApp;
  const firebase = {
    FIREBASE_PROJECT_ID: 'lumus-test',
    FIREBASE_API_KEY: 'web-api-key',
    FIREBASE_AUTH_DOMAIN: 'lumus-test.firebaseapp.com',
  };
  beforeAll(async () => {
    t = await createTestApp({ env: firebase });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the web the Firebase config and switches the built-in provider off', async () => {
    const config = await t.app.inject({ url: '/api/auth/config' });
    expect(config.json()).toMatchObject({
      data: {
        firebase: {
          projectId: 'lumus-test',
          apiKey: 'web-api-key',
          authDomain: 'lumus-test.firebaseapp.com',
        },
      },
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: identitySendCodeCall.path,
      payload: { phoneNumber: '+4915112345678' },
    });
    expect(sent.statusCode).toBe(404);
  });
});
