import type { Call, CallMethod } from '@lumus/contract/call';
import { callRequest } from '@lumus/contract/call-request';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { authHeaders, signInByPhone } from '../features/auth/sign-in-test-helpers';

export type TestUser = Readonly<{ userId: number; headers: Record<string, string> }>;

/** A user signed in through the real phone-code calls. */
export async function signedInUser(app: FastifyInstance, mobile: string): Promise<TestUser> {
  const { userId, authToken } = await signInByPhone(app, { countryCode: '91', mobile });
  return { userId, headers: authHeaders(authToken, userId) };
}

/**
 * A contract call as the web client sends it (first method, the call's encoding), by `user` or
 * anonymously (`null`); the raw answer, for tests of failures.
 */
export function call<Input extends z.ZodObject>(
  app: FastifyInstance,
  user: TestUser | null,
  target: Call<Input>,
  input: z.input<Input>,
  options: Readonly<{ method?: CallMethod; headers?: Record<string, string> }> = {},
) {
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
  input: z.input<Input>,
): Promise<z.output<Output>> {
  const response = await call(app, user, target, input);
  if (response.statusCode !== 200) {
    throw new Error(`${target.path} answered ${response.statusCode}: ${response.body}`);
  }
  // The response schema is `output` inside the envelope (or `output` itself): parsed once.
  const body: unknown = target.response.parse(response.json());
  return (target.enveloped ? (body as { data: unknown }).data : body) as z.output<Output>;
}
