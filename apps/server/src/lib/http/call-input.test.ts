import { defineCall } from '@lumus/contract/call';
import { booleanField, intField } from '@lumus/contract/fields';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multipartForm, urlEncoded } from '../../test/form-bodies';
import { BODY_LIMIT_BYTES, registerBodyParsers } from './body-parsers';
import { CallFailure } from './call-failure';
import { GENERIC_FAILURE_REASON, registerErrorHandler } from './error-handler';
import { registerCall } from './register-call';

const echoCall = defineCall({
  path: '/api/test/echo',
  methods: ['GET', 'POST'],
  input: z.object({ count: intField, name: z.string().min(1), active: booleanField }),
  output: z.object({ count: z.number(), name: z.string(), active: z.boolean() }),
  auth: 'none',
});
const explodeCall = defineCall({
  path: '/api/test/explode',
  methods: 'POST',
  input: z.object({}),
  output: z.object({}),
  auth: 'user',
});

/** The same plumbing buildApp uses, with calls that exercise it. */
async function buildCallApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT_BYTES });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerBodyParsers(app);
  // Stands in for the sign-in guard: any authorization header names user 1.
  app.decorateRequest('user', null);
  app.decorate('authGuard', (request) => {
    if (request.headers.authorization === undefined) throw new CallFailure(401, 'Log in first.');
    request.user = { id: 1, sessionId: 's', role: 'user' };
  });
  registerCall(app, echoCall, (input) => Promise.resolve(input));
  registerCall(app, explodeCall, () => Promise.reject(new Error('database password is hunter2')));
  await app.ready();
  return app;
}

describe('a call’s fields and failures', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildCallApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const expected = { status: 'success', data: { count: 3, name: 'Asha', active: false } };
  const fields = { count: '3', name: 'Asha', active: 'false' };

  it('receives the same typed fields from query, JSON, urlencoded and multipart', async () => {
    const query = await app.inject({
      url: `/api/test/echo?${new URLSearchParams(fields).toString()}`,
    });
    expect(query.json()).toEqual(expected);
    const json = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { count: 3, name: 'Asha', active: false },
    });
    expect(json.json()).toEqual(expected);
    for (const body of [urlEncoded(fields), multipartForm(fields)]) {
      const response = await app.inject({ method: 'POST', url: '/api/test/echo', ...body });
      expect(response.json()).toEqual(expected);
    }
  });

  it('merges query and body, the body winning a field sent twice', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo?count=3&name=Query',
      payload: { name: 'Asha', active: 'false' },
    });
    expect(response.json()).toEqual(expected);
  });

  it('answers bad fields with a 400 naming each of them', async () => {
    const response = await app.inject({ url: '/api/test/echo?count=x&active=maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'fail',
      reason: 'count must be a whole number; name is required; active must be true or false',
    });
  });

  it('rejects malformed JSON, non-object bodies and oversized bodies with 4xx envelopes', async () => {
    const headers = { 'content-type': 'application/json' };
    const broken = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers,
      payload: '{',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 'fail' });

    const list = await app.inject({ method: 'POST', url: '/api/test/echo', payload: [1, 2] });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({
      status: 'fail',
      reason: 'The request body must be an object of named fields.',
    });

    const huge = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers,
      payload: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: 'fail' });
  });

  it('runs the guard first and hides unexpected errors behind a generic 500', async () => {
    const refused = await app.inject({ method: 'POST', url: '/api/test/explode' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ status: 'fail', reason: 'Log in first.' });

    const crashed = await app.inject({
      method: 'POST',
      url: '/api/test/explode',
      headers: { authorization: 'Bearer x' },
    });
    expect(crashed.statusCode).toBe(500);
    expect(crashed.json()).toEqual({ status: 'fail', reason: GENERIC_FAILURE_REASON });
    expect(crashed.body).not.toContain('hunter2');
  });
});
