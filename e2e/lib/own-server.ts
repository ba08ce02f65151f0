import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createE2eAdmin } from './admin-account';
import { copyBuiltWeb } from './built-web';
import { e2eConfig, inheritedServerEnv } from './config';
import { findFreePort } from './free-port';
import { ARTIFACTS_DIR } from './paths';
import { startServer } from './server-process';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface OwnServer {
  readonly baseUrl: string;
  /** This server's own copy of the built app (a test may change a file in it). */
  readonly webDistDir: string;
  readonly stop: () => Promise<void>;
}

/**
 * A second real server for a test file that needs a server setting the run's shared server must
 * not have (a short queue-token lifetime, say): its own data directory (or PostgreSQL database),
 * its own copy of the built app, the same harness settings plus `env`.
 */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const runDir = mkdtempSync(join(tmpdir(), 'lumus-e2e-own-'));
  const dataDir = join(runDir, 'data');
  mkdirSync(dataDir);
  const webDistDir = copyBuiltWeb(runDir);
  let database: TestDatabase | undefined;
  const serverEnv: Record<string, string> = {
    ...inheritedServerEnv(),
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    OTP_SENDS_PER_IP_PER_HOUR: '1000',
    ...env,
  };
  try {
    if (e2eConfig.databaseUrl !== undefined) {
      database = await createTestDatabase(e2eConfig.databaseUrl);
      serverEnv['DATABASE_URL'] = database.url;
    }
    await createE2eAdmin(serverEnv);
    const port = await findFreePort();
    const server = await startServer({
      port,
      env: serverEnv,
      logFile: join(ARTIFACTS_DIR, `server-own-${port}.log`),
    });
    return {
      baseUrl: server.baseUrl,
      webDistDir,
      stop: async () => {
        await server.stop();
        await database?.drop();
        rmSync(runDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database?.drop();
    rmSync(runDir, { recursive: true, force: true });
    throw error;
  }
}
