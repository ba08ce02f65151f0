import { DEV_GOOGLE_JWKS_PATH } from '@lumus/contract/auth/auth-paths';
import { devGoogleSignInResponseSchema } from '@lumus/contract/auth/auth-config';
import { loginResponseSchema } from '@lumus/contract/auth/otp-login';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { REASON_PROOF_INVALID } from '../../lib/id-token/verify-id-token';
import { REASON_GOOGLE_OFF } from './google-issuers';
import { REASON_EMAIL_MISMATCH } from './google-login-routes';
import {
  authConfigCall,
  devGoogleSignInCall,
  googleLoginCall,
} from '@lumus/contract/auth/auth-calls';

function googleLogin(t: TestApp, credential: string, email: string) {
  const claims = decodeJwt(credential);
  return t.app.inject({
    method: 'POST',
    url: googleLoginCall.path,
    payload: {
      appId: 4,
      businessId: 12,
      googleAuthToken: credential,
      googleId: claims.sub,
      captchaEnterPrise: '',
      userLoginMode: 'EMAIL',
      name: 'Mira',
      email,
      profile_pic: '',
      timeZone: encodeURIComponent('Europe/Berlin'),
      appVersion: '11.2.334',
      gcmId: '',
    },
  });
}

async function standInCredential(t: TestApp, email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: devGoogleSignInCall.path,
    payload: { email, name: 'Mira Sen' },
  });
  expect(response.statusCode).toBe(200);
  return devGoogleSignInResponseSchema.parse(response.json()).data.credential;
}

describe('Google login through the development stand-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEV_GOOGLE_SIGN_IN: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells the web the stand-in is on and no Google client or Firebase is configured', async () => {
    const response = await t.app.inject({ url: authConfigCall.path });
    expect(response.json()).toEqual({
      status: 'success',
      data: { googleClientId: null, devGoogleSignIn: true, firebase: null },
    });
  });

  it('issues a Google-shaped token, verified against its own JWKS, that signs in', async () => {
    const credential = await standInCredential(t, 'Mira@Example.com');
    const jwks = await t.app.inject({ url: DEV_GOOGLE_JWKS_PATH });
    const { payload } = await jwtVerify(credential, createLocalJWKSet(jwks.json()), {
      issuer: 'http://localhost:3000/dev/google',
      audience: 'lumus-dev-google',
    });
    expect(payload).toMatchObject({
      email: 'mira@example.com',
      email_verified: true,
      name: 'Mira Sen',
    });

    const response = await googleLogin(t, credential, 'mira@example.com');
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      status: 'success',
      // The Google account brings the name, all a registration asks for (decision 042).
      isRegistered: true,
      isToTakeVerifiedNo: true,
      isToTakeVerifiedNo_firebase: false,
      hasLanguage: false,
      data: { email: 'mira@example.com', name: 'Mira Sen', verifiedMobile: null },
    });
    const again = loginResponseSchema.parse(
      (
        await googleLogin(t, await standInCredential(t, 'mira@example.com'), 'mira@example.com')
      ).json(),
    );
    expect(again.data?.id).toBe(body.data?.id);
    expect(decodeJwt(again.data?.authToken ?? '').sub).toBe(String(body.data?.id));
  });

  it('refuses a token for another e-mail address and a tampered token', async () => {
    const credential = await standInCredential(t, 'a@example.com');
    const other = await googleLogin(t, credential, 'b@example.com');
    expect(other.statusCode).toBe(401);
    expect(other.json()).toEqual({ status: 'fail', reason: REASON_EMAIL_MISMATCH });
    const [head, , signature] = credential.split('.');
    const payload = Buffer.from(
      JSON.stringify({ ...decodeJwt(credential), email: 'b@example.com' }),
    ).toString('base64url');
    const tampered = await googleLogin(t, `${head}.${payload}.${signature}`, 'b@example.com');
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toEqual({ status: 'fail', reason: REASON_PROOF_INVALID });
  });
});

describe('Google login with the stand-in off', () => {
  let withStandIn: TestApp;
  let googleOnly: TestApp;
  let nothing: TestApp;
  beforeAll(async () => {
    [withStandIn, googleOnly, nothing] = await Promise.all([
      createTestApp({ env: { DEV_GOOGLE_SIGN_IN: 'true', GOOGLE_CLIENT_ID: 'client-1' } }),
      createTestApp({ env: { GOOGLE_CLIENT_ID: 'client-1' } }),
      createTestApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withStandIn.close(), googleOnly.close(), nothing.close()]);
  });

  it('has no stand-in route and refuses stand-in tokens', async () => {
    const credential = await standInCredential(withStandIn, 'x@example.com');
    expect(decodeJwt(credential).aud).toBe('client-1');
    expect(
      (await googleOnly.app.inject({ method: 'POST', url: devGoogleSignInCall.path })).statusCode,
    ).toBe(404);
    const refused = await googleLogin(googleOnly, credential, 'x@example.com');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ status: 'fail', reason: REASON_PROOF_INVALID });
    const config = await googleOnly.app.inject({ url: authConfigCall.path });
    expect(config.json()).toMatchObject({
      data: { googleClientId: 'client-1', devGoogleSignIn: false },
    });
  });

  it('says Google sign-in is not configured when nothing is', async () => {
    const credential = await standInCredential(withStandIn, 'y@example.com');
    const response = await googleLogin(nothing, credential, 'y@example.com');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'fail', reason: REASON_GOOGLE_OFF });
  });
});
