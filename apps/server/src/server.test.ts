import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { healthResponseSchema } from '@lumus/contract/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticValues } from './features/static-values/static-values-tables';
import { seedRuns } from './features/seed/seed-tables';
import { openPglite } from './lib/db/open-pglite';
import { findFreePort, spawnServer } from './test/spawn-server';

/** Startup failures print exactly one line, and no stack frames. */
function expectOneLine(stderr: string, text: string): void {
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toContain(text);
  expect(stderr).not.toMatch(/^\s+at /m);
}

describe('server process', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'lumus-server-'));
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses a malformed DATABASE_URL or PORT with one line and a non-zero exit', async () => {
    const badUrl = spawnServer({ DATABASE_URL: 'mysql://root:pw@localhost/x', DATA_DIR: root });
    expect(await badUrl.exited).not.toBe(0);
    expectOneLine(badUrl.stderr(), 'DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(badUrl.stdout()).toBe('');

    const badPort = spawnServer({ PORT: 'eighty', DATA_DIR: root });
    expect(await badPort.exited).not.toBe(0);
    expectOneLine(badPort.stderr(), 'PORT must be a whole number');
  });

  it('refuses an unwritable DATA_DIR', async () => {
    const file = join(root, 'not-a-directory');
    writeFileSync(file, '');
    const server = spawnServer({ DATA_DIR: join(file, 'data'), PORT: '0' });
    expect(await server.exited).not.toBe(0);
    expectOneLine(server.stderr(), 'DATA_DIR is not a writable directory');
  });

  it('reports a taken port, exits non-zero and leaves the database closed', async () => {
    const blocker = createServer();
    blocker.listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    const address = blocker.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const dataDir = join(root, 'port-taken');
    try {
      const server = spawnServer({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port) });
      expect(await server.exited).not.toBe(0);
      expectOneLine(server.stderr(), `Port ${port} on 127.0.0.1 is already in use.`);
    } finally {
      blocker.close();
    }
    const reopened = await openPglite(dataDir);
    expect(await reopened.db.select().from(staticValues)).toHaveLength(1);
    await reopened.close();
  });

  it('shuts down on SIGTERM with exit 0 and starts again on the same data', async () => {
    const dataDir = join(root, 'restart');
    for (let run = 1; run <= 2; run += 1) {
      const port = await findFreePort();
      const server = spawnServer({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port) });
      await server.waitForStdout(`Lumus listening on http://127.0.0.1:${port}`);
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      const health = healthResponseSchema.parse(await response.json());
      expect(health.data).toMatchObject({ database: 'pglite', realtime: 'memory' });
      expect(health.data.migrations.upToDate).toBe(true);
      server.child.kill('SIGTERM');
      expect(await server.exited, server.stderr()).toBe(0);
      expect(server.stderr()).toBe('');
    }
    const reopened = await openPglite(dataDir);
    expect(await reopened.db.select().from(staticValues)).toHaveLength(1);
    expect(await reopened.db.select().from(seedRuns)).toHaveLength(1);
    await reopened.close();
  });
});
