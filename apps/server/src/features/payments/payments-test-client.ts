import type { FastifyInstance } from 'fastify';
import { authHeaders, signInByPhone } from '../auth/sign-in-test-helpers';

export type TestUser = Readonly<{ userId: number; headers: Record<string, string> }>;

/** A user signed in through the real phone-code calls. */
export async function signedInUser(app: FastifyInstance, mobile: string): Promise<TestUser> {
  const { userId, authToken } = await signInByPhone(app, { countryCode: '91', mobile });
  return { userId, headers: authHeaders(authToken, userId) };
}

/** An authenticated call; JSON for POST, query string for GET. */
export function call(
  app: FastifyInstance,
  user: TestUser,
  method: 'GET' | 'POST',
  url: string,
  fields: Record<string, unknown> = {},
) {
  if (method === 'GET') {
    const query = new URLSearchParams(
      Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
    ).toString();
    return app.inject({
      method,
      url: query === '' ? url : `${url}?${query}`,
      headers: user.headers,
    });
  }
  return app.inject({ method, url, headers: user.headers, payload: fields });
}
