import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const INDEX_HTML = '<!doctype html><title>Lumus test build</title>';

describe('web app serving with a built dist folder', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'lumus-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(distDir, 'assets', 'x-abc123.js'), 'console.log(1);');
    writeFileSync(join(distDir, 'favicon.svg'), '<svg/>');
    writeFileSync(join(distDir, 'assets', 'big-abc123.js'), 'console.log(2);');
    writeFileSync(
      join(distDir, 'assets', 'big-abc123.js.br'),
      brotliCompressSync('console.log(2);'),
    );
    writeFileSync(join(distDir, 'assets', 'big-abc123.js.gz'), gzipSync('console.log(2);'));
    t = await createTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers client-side routes with index.html (200) for the router to handle', async () => {
    for (const url of ['/de/about-us', '/my-wallet?x=1', '/', '/profile/', '/kundli/abc']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      // The page's head is written into it (features/site/page-head.ts); the rest is the build's.
      expect(response.body, url).toMatch(/^<!doctype html><title>[^<]*Lumus<\/title>/);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends an unknown path home with a 302 (spec §2), not a page with status 200', async () => {
    for (const [url, target] of [
      ['/nowhere', '/'],
      ['/wallet?x=1', '/'],
      ['/about-us/extra', '/'],
      ['/de/nowhere/deeper', '/de'],
      ['/favicon-missing.png', '/'],
      ['/fr/about-us?x=1', '/about-us?x=1'],
      ['/en', '/'],
      ['/DE/about-us', '/de/about-us'],
    ] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ url, method });
        expect(response.statusCode, `${method} ${url}`).toBe(302);
        expect(response.headers.location, url).toBe(target);
      }
    }
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await t.app.inject({ url: '/assets/x-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1);');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy the browser accepts, and the plain file otherwise', async () => {
    const url = '/assets/big-abc123.js';
    const brotli = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(2);');
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(2);');
  });

  it('does not hand out index.html for a missing asset', async () => {
    const response = await t.app.inject({ url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('answers unknown API paths with the JSON envelope for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no/such/call?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: 'fail',
        reason: `Not found: ${method} /api/no/such/call`,
      });
    }
  });
});

describe('web app serving without a build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: join(tmpdir(), 'lumus-missing-dist') });
  });
  afterAll(async () => {
    await t.close();
  });

  it('explains how to build instead of crashing, and the API still works', async () => {
    const page = await t.app.inject({ url: '/de/about-us' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
