import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('security headers', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([createTestApp(), createTestApp({ trustProxy: true })]);
  });
  afterAll(async () => {
    await Promise.all([direct.close(), proxied.close()]);
  });

  it('sends a CSP for the SPA and Google sign-in, and forbids framing', async () => {
    const response = await direct.app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'[^;]*https:\/\/accounts\.google\.com/);
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only for requests that came over TLS', async () => {
    const plain = await direct.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const untrusted = await direct.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();

    const behindTls = await proxied.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(behindTls.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });
});
