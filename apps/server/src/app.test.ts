import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';
import { staticValueCall } from '@lumus/contract/static-value';

describe('buildApp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('echoes a well-formed x-request-id and replaces a malformed one', async () => {
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves an OpenAPI document generated from the contract schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = z.object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) });
    const parsed = doc.parse(response.json());
    expect(parsed.openapi).toMatch(/^3\./);
    expect(Object.keys(parsed.paths)).toEqual(
      expect.arrayContaining(['/api/health', staticValueCall.path]),
    );
    expect(JSON.stringify(parsed.paths[staticValueCall.path])).toContain('"id"');
    expect(parsed.paths['/api/docs']).toBeUndefined();
  });
});
