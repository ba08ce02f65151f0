import { APP_ID_DESKTOP, BUSINESS_ID, LOGIN_REQUEST_VERSION } from '@lumus/contract/constants';
import { devOutboxResponseSchema } from '@lumus/contract/auth/auth-config';
import { loginResponseSchema, sendCodeResponseSchema } from '@lumus/contract/auth/otp-login';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { devOutboxCall, sendCodeCall, submitCodeCall } from '@lumus/contract/auth/auth-calls';

/** Test plumbing for the sign-in calls, going through the real HTTP routes only. */

export type Phone = Readonly<{ countryCode: string; mobile: string }>;

export function sendCode(
  app: FastifyInstance,
  phone: Phone,
  ip = '203.0.113.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: sendCodeCall.path,
    remoteAddress: ip,
    payload: { ...phone, isCall: false, appId: APP_ID_DESKTOP, businessId: BUSINESS_ID },
  });
}

export async function sendCodeToken(app: FastifyInstance, phone: Phone, ip?: string) {
  const response = await sendCode(app, phone, ip);
  const token = sendCodeResponseSchema.parse(response.json()).data.token;
  if (response.statusCode !== 200 || token === undefined) {
    throw new Error(`send-code failed: ${response.body}`);
  }
  return token;
}

/** The newest code the log SMS provider "sent" to this number. */
export async function outboxCode(app: FastifyInstance, digits: string): Promise<string> {
  const response = await app.inject({ url: `${devOutboxCall.path}?mobile=${digits}` });
  const [newest] = devOutboxResponseSchema.parse(response.json()).messages;
  if (newest === undefined) throw new Error(`no message to ${digits}`);
  return newest.code;
}

export function submitCode(
  app: FastifyInstance,
  phone: Phone,
  token: string,
  otp: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: submitCodeCall.path,
    payload: {
      appId: APP_ID_DESKTOP,
      businessId: BUSINESS_ID,
      ...phone,
      otp,
      token,
      timeZone: 'Asia/Kolkata',
      registerBy: 'WEB_DESKTOP',
      version: LOGIN_REQUEST_VERSION,
      toi: false,
      hardwareId: 'hw-test',
    },
  });
}

/** Send, read the outbox, submit: a signed-in user with its bearer token. */
export async function signInByPhone(app: FastifyInstance, phone: Phone) {
  const token = await sendCodeToken(app, phone);
  const response = await submitCode(app, phone, token, await outboxCode(app, phone.mobile));
  const body = loginResponseSchema.parse(response.json());
  const authToken = body.data?.authToken;
  if (response.statusCode !== 200 || body.data === undefined || authToken === undefined) {
    throw new Error(`sign-in failed: ${response.body}`);
  }
  return { body, userId: body.data.id, authToken };
}

export function authHeaders(authToken: string, userId: number | string) {
  return { authorization: `Bearer ${authToken}`, id: String(userId) };
}
