import type { Call, CallMethod } from '@lumus/contract/call';
import { callRequest } from '@lumus/contract/call-request';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { authHeaders, signInByPhone } from '../features/auth/sign-in-test-helpers';

export type TestUser = Readonly<{ userId: number; headers: Record<string, string> }>;

/** A user signed in through the real phone-code calls. */
export async function signedInUser(app: FastifyInstance, mobile: string): Promise<TestUser> {
  const { userId, authToken } = await signInByPhone(app, { countryCode: '91', mobile });
  return { userId, headers: authHeaders(authToken, userId) };
}

type CallOptions = Readonly<{ method?: CallMethod; headers?: Record<string, string> }>;

/**
 * A contract call as the web client sends it (first method, the call's encoding), by `user` or
 * anonymously (`null`); the raw answer. Fields are not typed by the call: tests send bad ones too.
 */
export function call(
  app: FastifyInstance,
  user: TestUser | null,
  target: Call,
  input: Readonly<Record<string, unknown>> = {},
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const request = callRequest(target, input, options.method);
  return app.inject({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, ...user?.headers, ...options.headers },
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
}

/** A call that must succeed: its `output` (the data inside the envelope), parsed. */
export async function callData<Input extends z.ZodObject, Output extends z.ZodType>(
  app: FastifyInstance,
  user: TestUser | null,
  target: Call<Input, Output>,
  input?: z.input<Input>,
): Promise<z.output<Output>> {
  const response = await call(app, user, target, input);
  if (response.statusCode !== 200) {
    throw new Error(`${target.path} answered ${response.statusCode}: ${response.body}`);
  }
  // The response schema is `output` inside the envelope (or `output` itself): parsed once.
  const body: unknown = target.response.parse(response.json());
  return (target.enveloped ? (body as { data: unknown }).data : body) as z.output<Output>;
}

/**
 * A method and URL with fields (JSON for POST, query string for GET), for tests that walk tables
 * of paths on purpose (every admin path, every id-taking call); a call with a descriptor goes
 * through `call`.
 */
export function injectAs(
  app: FastifyInstance,
  user: TestUser | null,
  method: 'GET' | 'POST',
  url: string,
  fields: Readonly<Record<string, unknown>> = {},
): Promise<LightMyRequestResponse> {
  const headers = user?.headers ?? {};
  if (method === 'GET') {
    const query = new URLSearchParams(
      Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
    ).toString();
    return app.inject({ method, url: query === '' ? url : `${url}?${query}`, headers });
  }
  return app.inject({ method, url, headers, payload: fields });
}
