import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STEPS } from './app/seed-steps';
import { staticValues } from './features/static-values/static-values-tables';
import { runSeed } from './features/seed/run-seed';
import { seedRuns } from './features/seed/seed-tables';
import { openPglite } from './lib/db/open-pglite';
import {
  findFreePort,
  killLeftoverServers,
  prepareServerBundle,
  spawnServer,
} from './test/spawn-server';
import { createScratchPostgres, TEST_DATABASE_URL } from './test/test-database';
import { readConfig } from './config';
import { healthCall } from '@lumus/contract/health';

const TEST_REDIS_URL = readConfig().redisUrl;

// Each test starts one real server process: only what needs one is tested here.
const PROCESS_TEST_TIMEOUT_MS = 180_000;

afterEach(killLeftoverServers);

/** Startup failures print exactly one line, and no stack frames. */
function expectOneLine(stderr: string, text: string): void {
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toContain(text);
  expect(stderr).not.toMatch(/^\s+at /m);
}

let root: string;
let removeBundle: () => void = () => undefined;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'lumus-server-'));
  removeBundle = await prepareServerBundle();
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  removeBundle();
});

describe('server process', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  // Config and database failures are tested in process (config.test.ts, lib/db/open-database.test.ts);
  // here only what a process adds: one line on stderr, nothing on stdout, a non-zero exit.
  it('refuses a malformed PORT with one line and a non-zero exit', async () => {
    const badPort = spawnServer({ PORT: 'eighty', DATA_DIR: root });
    expect(await badPort.exited).not.toBe(0);
    expectOneLine(badPort.stderr(), 'PORT must be a whole number');
    expect(badPort.stdout()).toBe('');
  });

  it('reports a taken port at once, before it opens, migrates or seeds the database', async () => {
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
    // The database was never opened: nothing to leave half-written or locked.
    expect(existsSync(dataDir)).toBe(false);
  });

  it('shuts down on SIGTERM with exit 0 and starts again on the same data', async () => {
    const dataDir = join(root, 'restart');
    const port = await findFreePort();
    const server = spawnServer({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port) });
    await server.waitForStdout(`Lumus listening on http://127.0.0.1:${port}`);
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    const health = healthCall.response.parse(await response.json());
    expect(health.data).toMatchObject({ database: 'pglite', realtime: 'memory' });
    expect(health.data.migrations.upToDate).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.stderr()).toBe(0);
    expect(server.stderr()).toBe('');
    // Reopening proves PGlite was closed cleanly. The second start's database work (migrate, seed)
    // runs in this process, as server.ts runs it: it finds everything done and seeds nothing.
    const reopened = await openPglite(dataDir);
    const counts = async () => ({
      seedRuns: (await reopened.db.select().from(seedRuns)).length,
      staticValues: (await reopened.db.select().from(staticValues)).length,
    });
    try {
      const first = await counts();
      expect(first.seedRuns).toBe(SEED_STEPS.length);
      await reopened.migrate();
      await runSeed(reopened.db, SEED_STEPS);
      expect(await counts()).toEqual(first);
    } finally {
      await reopened.close();
    }
  });
});

describe('server process with external services', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('refuses an unreachable REDIS_URL at once, before it opens the database', async () => {
    const dataDir = join(root, 'redis-down');
    const server = spawnServer({ REDIS_URL: 'redis://127.0.0.1:1', DATA_DIR: dataDir, PORT: '0' });
    expect(await server.exited).not.toBe(0);
    expectOneLine(server.stderr(), 'Could not connect to REDIS_URL (127.0.0.1:1)');
    expect(existsSync(dataDir)).toBe(false);
  });

  it.runIf(TEST_DATABASE_URL !== undefined)(
    'runs on PostgreSQL (and Redis when set) and shuts down cleanly',
    async () => {
      const scratch = await createScratchPostgres(TEST_DATABASE_URL ?? '');
      try {
        const port = await findFreePort();
        const server = spawnServer({
          DATABASE_URL: scratch.url,
          ...(TEST_REDIS_URL === undefined ? {} : { REDIS_URL: TEST_REDIS_URL }),
          HOST: '127.0.0.1',
          PORT: String(port),
        });
        await server.waitForStdout(`Lumus listening on http://127.0.0.1:${port}`);
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        const health = healthCall.response.parse(await response.json());
        expect(health.data.database).toBe('postgres');
        expect(health.data.realtime).toBe(TEST_REDIS_URL === undefined ? 'memory' : 'redis');
        server.child.kill('SIGTERM');
        expect(await server.exited, server.stderr()).toBe(0);
      } finally {
        await scratch.drop();
      }
    },
  );
});
