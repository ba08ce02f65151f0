import { REASON_ADMINS_ONLY } from '@lumus/contract/admin/admin-paths';
import { defineCall, defineRawCall } from '@lumus/contract/call';
import { intField } from '@lumus/contract/fields';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, callData } from '../../test/call-client';
import { registerBodyParsers } from './body-parsers';
import { CallFailure } from './call-failure';
import { registerErrorHandler } from './error-handler';
import { registerCall } from './register-call';

const countCall = defineCall({
  path: '/api/test/count',
  methods: ['GET', 'POST'],
  input: z.object({ count: intField }),
  output: z.object({ doubled: z.number(), caller: z.number().nullable() }),
  auth: 'optional',
});
const mineCall = defineCall({
  path: '/api/test/mine',
  methods: 'POST',
  input: z.object({}),
  output: z.object({ userId: z.number() }),
  auth: 'user',
});
const adminOnlyCall = defineCall({
  path: '/api/test/admin',
  methods: 'POST',
  input: z.object({}),
  output: z.object({ ok: z.boolean() }),
  auth: 'admin',
});
const rawCall = defineRawCall({
  path: '/api/test/raw',
  methods: 'POST',
  input: z.object({}),
  output: z.object({ status: z.literal('success'), token: z.string() }),
  auth: 'none',
  encoding: 'form',
});
const refusedCall = defineCall({
  path: '/api/test/refused',
  methods: 'POST',
  input: z.object({}),
  output: z.object({ never: z.boolean() }),
  auth: 'none',
});

/** Stands in for the sign-in guard: `Bearer <id>:<role>` names the caller, anything else is a 401. */
async function buildApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerBodyParsers(app);
  app.decorateRequest('user', null);
  app.decorate('authGuard', (request) => {
    const match = /^Bearer (\d+):(user|consultant|admin)$/.exec(
      request.headers.authorization ?? '',
    );
    if (match === null) throw new CallFailure(401, 'Log in first.');
    const role = match[2] as 'user' | 'consultant' | 'admin';
    request.user = { id: Number(match[1]), sessionId: 's', role };
  });
  registerCall(app, countCall, (input, { user }) =>
    Promise.resolve({ doubled: input.count * 2, caller: user?.id ?? null }),
  );
  registerCall(app, mineCall, (_input, { user }) => Promise.resolve({ userId: user.id }));
  registerCall(app, adminOnlyCall, () => Promise.resolve({ ok: true }));
  registerCall(app, rawCall, () => Promise.resolve({ status: 'success' as const, token: 't' }));
  registerCall(app, refusedCall, (_input, { reply }) => {
    void reply.code(402).serializer((payload: unknown) => JSON.stringify(payload));
    return Promise.resolve({
      status: 'fail',
      reason: 'Top up first.',
      data: { shortfall: 5 },
    }) as never;
  });
  await app.ready();
  return app;
}

const as = (id: number, role: string) => ({
  userId: id,
  headers: { authorization: `Bearer ${id}:${role}` },
});

describe('registerCall', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('wraps the returned data in the success envelope, from any encoding', async () => {
    const query = await call(app, null, countCall, { count: 3 });
    expect(query.json()).toEqual({ status: 'success', data: { doubled: 6, caller: null } });
    const json = await call(app, as(7, 'user'), countCall, { count: 2 }, { method: 'POST' });
    expect(json.json()).toEqual({ status: 'success', data: { doubled: 4, caller: 7 } });
    expect(await callData(app, null, countCall, { count: 1 })).toEqual({
      doubled: 2,
      caller: null,
    });
  });

  it('checks a token sent to an optional call, and answers bad fields with a 400', async () => {
    const bad = await call(app, null, countCall, { count: 1 }, { headers: { authorization: 'x' } });
    expect(bad.statusCode).toBe(401);
    const invalid = await app.inject({ url: '/api/test/count?count=x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ status: 'fail', reason: 'count must be a whole number' });
  });

  it('gives a user call its signed-in caller and refuses the signed out', async () => {
    expect(await callData(app, as(12, 'consultant'), mineCall, {})).toEqual({ userId: 12 });
    const signedOut = await call(app, null, mineCall, {});
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ status: 'fail', reason: 'Log in first.' });
  });

  it('lets only admins make an admin call', async () => {
    expect((await call(app, null, adminOnlyCall, {})).statusCode).toBe(401);
    const user = await call(app, as(3, 'user'), adminOnlyCall, {});
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ status: 'fail', reason: REASON_ADMINS_ONLY });
    expect(await callData(app, as(4, 'admin'), adminOnlyCall, {})).toEqual({ ok: true });
  });

  it('sends a raw call as the handler returned it, and a failure with data untouched', async () => {
    const raw = await call(app, null, rawCall, {});
    expect(raw.json()).toEqual({ status: 'success', token: 't' });
    const refused = await call(app, null, refusedCall, {});
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      status: 'fail',
      reason: 'Top up first.',
      data: { shortfall: 5 },
    });
  });
});
