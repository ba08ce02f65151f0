import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { createE2eAdmin } from './admin-account';
import { assertOneDisableFeatures, CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { e2eConfig, inheritedServerEnv } from './config';
import { findFreePort } from './free-port';
import { ARTIFACTS_DIR } from './paths';
import { copyBuiltWeb } from './built-web';
import type {} from './provided-context';
import { startServer } from './server-process';
import { createTestDatabase } from './test-database';

/**
 * Starts one real server per worker of the project (each on a fresh data directory, or a fresh
 * PostgreSQL database when DATABASE_URL is set) and one browser; tests connect to their worker's
 * server (run-base-url.ts) and the browser. Returns the teardown.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const cleanups: (() => Promise<void>)[] = [];
  const teardown = async (): Promise<void> => {
    // Reverse order: stop the server before dropping its database.
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('e2e teardown step failed:', error);
      }
    }
  };

  try {
    const runDir = mkdtempSync(join(tmpdir(), 'lumus-e2e-'));
    cleanups.push(() => {
      rmSync(runDir, { recursive: true, force: true });
      return Promise.resolve();
    });
    const webDir = copyBuiltWeb(runDir);
    // One server per e2e worker, each with its own database: files running side by side never see
    // each other's sign-ins, balances or presence (decision 043).
    const servers = await Promise.all(
      Array.from({ length: Math.max(1, project.config.maxWorkers) }, (_, index) =>
        startRunServer({ runDir, webDir, index, cleanups }),
      ),
    );

    const browserServer = await chromium.launchServer({
      executablePath: e2eConfig.headlessShellPath,
      ...CHROMIUM_LAUNCH_OPTIONS,
      headless: true,
    });
    cleanups.push(() => browserServer.close());
    assertOneDisableFeatures(browserServer.process().pid);

    project.provide('baseUrls', servers);
    project.provide('browserWsEndpoint', browserServer.wsEndpoint());
    project.provide('databaseKind', e2eConfig.databaseUrl === undefined ? 'pglite' : 'postgres');
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

interface RunServerOptions {
  readonly runDir: string;
  readonly webDir: string;
  readonly index: number;
  /** The server's own cleanups are added here (stop, then drop its database). */
  readonly cleanups: (() => Promise<void>)[];
}

/** Starts one of the run's servers on a fresh data directory or database; returns its base URL. */
async function startRunServer({ runDir, webDir, index, cleanups }: RunServerOptions) {
  const dataDir = join(runDir, `data-${String(index + 1)}`);
  mkdirSync(dataDir);
  const serverEnv: Record<string, string> = {
    ...inheritedServerEnv(),
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDir,
    // The Google popup is tested through the server's development stand-in (never in production).
    DEV_GOOGLE_SIGN_IN: 'true',
    // Every sign-in of the suite comes from 127.0.0.1; the per-number limit still applies.
    OTP_SENDS_PER_IP_PER_HOUR: '1000',
    // Several files sign the run's admin and the same demo psychic in (one code each).
    OTP_SENDS_PER_NUMBER_PER_HOUR: '30',
    // A chat may start with the balance for two minutes (default five), so the low-balance
    // test reaches the two-minute warning within seconds. No other test depends on it.
    CHAT_MIN_MINUTES: '2',
    // A psychic whose console closes is gone after 4 s instead of 30, so the presence test sees
    // the release and the end of a paused chat within its waits (console-presence.e2e.ts).
    CONSOLE_GRACE_SECONDS: '4',
  };
  if (e2eConfig.databaseUrl !== undefined) {
    const database = await createTestDatabase(e2eConfig.databaseUrl);
    // Added before the server's stop: teardown runs in reverse, so the database is dropped last.
    cleanups.push(database.drop);
    serverEnv['DATABASE_URL'] = database.url;
  }
  if (e2eConfig.redisUrl !== undefined) serverEnv['REDIS_URL'] = e2eConfig.redisUrl;

  await createE2eAdmin(serverEnv);

  const port = await findFreePort();
  // Named by port: several developers may run the suite at once in one checkout.
  const server = await startServer({
    port,
    env: serverEnv,
    logFile: join(ARTIFACTS_DIR, `server-${String(port)}.log`),
  });
  cleanups.push(server.stop);
  return server.baseUrl;
}
