import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ipLookupCall } from '@lumus/contract/site/ip-lookup';

describe(`GET ${ipLookupCall.path}`, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const lookup = (app: TestApp, forwardedFor: string) =>
    app.app.inject({
      url: ipLookupCall.path,
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it("answers the socket's address and ignores X-Forwarded-For without a trusted proxy", async () => {
    t = await createTestApp({ trustProxy: false });
    const response = await lookup(t, '203.0.113.9');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'success', data: { ip: '198.51.100.7' } });
  });

  it('answers the client named by the proxy when TRUST_PROXY is on', async () => {
    t = await createTestApp({ trustProxy: true });
    const response = await lookup(t, '203.0.113.9');
    expect(response.json()).toEqual({ status: 'success', data: { ip: '203.0.113.9' } });
  });
});
