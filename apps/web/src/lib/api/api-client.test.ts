// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall, defineRawCall } from '@lumus/contract/call';
import type { Language } from '@lumus/contract/constants';
import { createApiClient, type ApiAuth } from './api-client';
import { ApiError } from './api-error';

/** What the echo server saw, sent back as the response body. */
const echoSchema = z.object({
  method: z.string(),
  url: z.string(),
  headers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  body: z.string(),
});

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '';
      if (url.startsWith('/api/slow')) return; // never answers: exercises the timeout
      if (url.startsWith('/api/fail')) {
        response.writeHead(422, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: 'fail', reason: 'Mobile number is not valid.' }));
        return;
      }
      if (url.startsWith('/api/crash')) {
        response.writeHead(503, 'Service Unavailable');
        response.end('upstream down');
        return;
      }
      const headers: IncomingHttpHeaders = request.headers;
      const echo = {
        method: request.method,
        url,
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      response.writeHead(200, { 'content-type': 'application/json' });
      // `/api/enveloped/...` answers as a business call does: the echo inside the envelope.
      const enveloped = url.startsWith('/api/enveloped');
      response.end(JSON.stringify(enveloped ? { status: 'success', data: echo } : echo));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function client(
  state: { appId?: number; language?: Language; auth?: ApiAuth; timeoutMs?: number } = {},
) {
  return createApiClient({
    baseUrl,
    getAppId: () => state.appId ?? 4,
    getLanguage: () => state.language ?? 'en',
    getAuth: () => state.auth ?? { token: null, userId: null },
    timeoutMs: state.timeoutMs,
  });
}

const schema = { schema: echoSchema };

describe('headers', () => {
  it('sends app_id, business_id, app_version and en-IN on every call', async () => {
    const echo = await client({ appId: 3 }).get('get/static/value', { id: 507 }, schema);
    expect(echo.headers.app_id).toBe('3');
    expect(echo.headers.business_id).toBe('12');
    expect(echo.headers.app_version).toBe('11.2.334');
    expect(echo.headers['accept-language']).toBe('en-IN');
    expect(echo.headers.authorization).toBeUndefined();
    expect(echo.headers.id).toBeUndefined();
  });

  it('asks for de-DE in German and reads the app id at call time', async () => {
    const state = { appId: 4, language: 'de' as const };
    const api = client(state);
    expect((await api.get('x', {}, schema)).headers['accept-language']).toBe('de-DE');
    state.appId = 3;
    expect((await api.get('x', {}, schema)).headers.app_id).toBe('3');
  });

  it('adds bearer token and user id to authenticated calls', async () => {
    const api = client({ auth: { token: 'tok.en.x', userId: '42' } });
    const echo = await api.get('wallet/getMoney', {}, { ...schema, auth: true });
    expect(echo.headers.authorization).toBe('Bearer tok.en.x');
    expect(echo.headers.id).toBe('42');
    const anonymous = await api.get('wallet/getMoney', {}, schema);
    expect(anonymous.headers.authorization).toBeUndefined();
  });

  it('sends id -1 when auth is asked for but no token exists', async () => {
    const echo = await client().get('wallet/getMoney', {}, { ...schema, auth: true });
    expect(echo.headers.id).toBe('-1');
    expect(echo.headers.authorization).toBeUndefined();
  });

  it('passes extra headers through', async () => {
    const echo = await client().postParams('x', {}, { ...schema, headers: { token: 'otp-1' } });
    expect(echo.headers.token).toBe('otp-1');
  });
});

describe('helper styles', () => {
  it('GET puts params in the query string and skips null and undefined', async () => {
    const echo = await client().get(
      'get/static/value',
      { id: 507, flag: true, none: null, missing: undefined, q: 'a b&c' },
      schema,
    );
    expect(echo.method).toBe('GET');
    expect(echo.url).toBe('/api/get/static/value?id=507&flag=true&q=a+b%26c');
    expect(echo.body).toBe('');
  });

  it('POST with params sends them in the query string and no body', async () => {
    const echo = await client().postParams('login/user/without/login', { appId: 4 }, schema);
    expect(echo.method).toBe('POST');
    expect(echo.url).toBe('/api/login/user/without/login?appId=4');
    expect(echo.body).toBe('');
    expect(echo.headers['content-type']).toBeUndefined();
  });

  it('POST form-data sends multipart fields', async () => {
    const file = new Blob(['chart-bytes'], { type: 'image/png' });
    const echo = await client().postForm(
      'v2/login/user/mobile-otp-login',
      { mobile: '9876543210', isCall: false, file, skipped: undefined },
      schema,
    );
    expect(echo.method).toBe('POST');
    expect(echo.url).toBe('/api/v2/login/user/mobile-otp-login');
    expect(String(echo.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    expect(echo.body).toContain('name="mobile"\r\n\r\n9876543210');
    expect(echo.body).toContain('name="isCall"\r\n\r\nfalse');
    expect(echo.body).toContain('name="file"');
    expect(echo.body).toContain('chart-bytes');
    expect(echo.body).not.toContain('skipped');
  });

  it('POST JSON sends a JSON body', async () => {
    const echo = await client().postJson('nps/score/addupdate', { score: 9, note: 'ü' }, schema);
    expect(echo.method).toBe('POST');
    expect(echo.headers['content-type']).toBe('application/json');
    expect(JSON.parse(echo.body)).toEqual({ score: 9, note: 'ü' });
  });

  it('DELETE puts params in the query string', async () => {
    const echo = await client().delete('order/delete/byId', { id: 5 }, schema);
    expect(echo.method).toBe('DELETE');
    expect(echo.url).toBe('/api/order/delete/byId?id=5');
  });

  it('POST with body plus params sends both', async () => {
    const echo = await client().postJsonWithParams(
      'chat/order/fill-intake-form',
      { name: 'Asha' },
      { orderId: 'o-1' },
      schema,
    );
    expect(echo.method).toBe('POST');
    expect(echo.url).toBe('/api/chat/order/fill-intake-form?orderId=o-1');
    expect(JSON.parse(echo.body)).toEqual({ name: 'Asha' });
  });
});

describe('api.call', () => {
  const signedIn = { auth: { token: 'tok', userId: '9' } };

  it('sends a query call with its first method, public calls without auth headers', async () => {
    const call = defineCall({
      path: '/api/enveloped/list',
      methods: ['GET', 'POST'],
      input: z.object({ page: z.number(), search: z.string().optional() }),
      output: echoSchema,
      auth: 'none',
    });
    const echo = await client(signedIn).call(call, { page: 2, search: undefined });
    expect(echo.method).toBe('GET');
    expect(echo.url).toBe('/api/enveloped/list?page=2');
    expect(echo.headers.authorization).toBeUndefined();
    expect(echo.headers.id).toBeUndefined();
  });

  it('sends JSON with auth headers for a signed-in call and returns the data', async () => {
    const call = defineCall({
      path: '/api/enveloped/save',
      methods: 'POST',
      input: z.object({ chatId: z.number(), hold: z.boolean() }),
      output: echoSchema,
      auth: 'user',
    });
    const echo = await client(signedIn).call(call, { chatId: 5, hold: true });
    expect(echo.method).toBe('POST');
    expect(echo.headers['content-type']).toBe('application/json');
    expect(JSON.parse(echo.body)).toEqual({ chatId: 5, hold: true });
    expect(echo.headers.authorization).toBe('Bearer tok');
    expect(echo.headers.id).toBe('9');
  });

  it('sends multipart, urlencoded and query-string POSTs as their encoding says', async () => {
    const fields = z.object({ name: z.string(), count: z.number() });
    const base = { methods: 'POST', input: fields, output: echoSchema, auth: 'optional' } as const;
    const multipart = await client().call(
      defineCall({ ...base, path: '/api/enveloped/multipart', encoding: 'multipart' }),
      { name: 'Asha', count: 3 },
    );
    expect(multipart.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain('name="name"\r\n\r\nAsha');
    expect(multipart.headers.id).toBe('-1');
    const form = await client().call(
      defineCall({ ...base, path: '/api/enveloped/form', encoding: 'form' }),
      { name: 'Asha', count: 3 },
    );
    expect(form.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(form.body).toBe('name=Asha&count=3');
    const query = await client().call(
      defineCall({ ...base, path: '/api/enveloped/params', encoding: 'query' }),
      { name: 'Asha', count: 3 },
      { headers: { token: 'otp' } },
    );
    expect(query.method).toBe('POST');
    expect(query.url).toBe('/api/enveloped/params?name=Asha&count=3');
    expect(query.body).toBe('');
    expect(query.headers.token).toBe('otp');
  });

  it('returns the whole body of a raw call and rejects an answer outside the envelope', async () => {
    const raw = defineRawCall({
      path: '/api/raw',
      methods: 'GET',
      input: z.object({}),
      output: echoSchema,
      auth: 'none',
    });
    expect((await client().call(raw, {})).url).toBe('/api/raw');
    const notEnveloped = defineCall({ ...raw, path: '/api/plain', methods: 'GET' });
    await expect(client().call(notEnveloped, {})).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});

describe('errors and aborts', () => {
  it('raises ApiError with the status and the server reason', async () => {
    const failure = await client()
      .get('fail', {}, schema)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      kind: 'http',
      status: 422,
      reason: 'Mobile number is not valid.',
    });
  });

  it('falls back to the status text when the body has no reason', async () => {
    const failure = await client()
      .get('crash', {}, schema)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'http', status: 503, reason: 'Service Unavailable' });
  });

  it('rejects an answer that does not match the schema', async () => {
    const failure = await client()
      .get('x', {}, { schema: z.object({ status: z.literal('success') }) })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('aborts after the timeout', async () => {
    const started = Date.now();
    const failure = await client({ timeoutMs: 150 })
      .get('slow', {}, schema)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'timeout', status: 0 });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('uses a 10 s timeout by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let settled: unknown = 'pending';
      const pending = client()
        .get('slow', {}, schema)
        .catch((error: unknown) => error)
        .then((value) => (settled = value));
      await vi.advanceTimersByTimeAsync(9_990);
      expect(settled).toBe('pending');
      await vi.advanceTimersByTimeAsync(10);
      await pending;
      expect(settled).toMatchObject({ kind: 'timeout', reason: 'No answer within 10000 ms.' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("rejects with the caller's reason when the caller aborts", async () => {
    const controller = new AbortController();
    const pending = client().get('slow', {}, { ...schema, signal: controller.signal });
    const reason = new Error('user left the page');
    setTimeout(() => {
      controller.abort(reason);
    }, 50);
    await expect(pending).rejects.toBe(reason);
  });

  it('reports an unreachable server as a network error', async () => {
    const api = createApiClient({
      baseUrl: 'http://127.0.0.1:1/api',
      getAppId: () => 4,
      getLanguage: () => 'en',
      getAuth: () => ({ token: null, userId: null }),
    });
    const failure = await api.get('x', {}, schema).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'network', status: 0 });
  });
});
