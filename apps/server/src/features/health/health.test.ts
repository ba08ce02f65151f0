import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { healthCall } from '@lumus/contract/health';

describe(`GET ${healthCall.path}`, () => {
  let t: TestApp;
  let now = new Date('2026-01-01T00:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the database, its migrations, realtime mode and uptime', async () => {
    now = new Date('2026-01-01T00:00:42.5Z');
    const response = await t.app.inject({ url: healthCall.path });
    expect(response.statusCode).toBe(200);
    const body = healthCall.response.parse(response.json());
    expect(body.data.database).toBe(TEST_DATABASE_URL === undefined ? 'pglite' : 'postgres');
    expect(body.data.migrations.upToDate).toBe(true);
    expect(body.data.migrations.applied).toBeGreaterThan(0);
    expect(body.data.migrations.latest).toMatch(/^\d{4}_/);
    expect(body.data.realtime).toBe('memory');
    expect(body.data.uptimeSeconds).toBe(42.5);
    expect(body.data.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
