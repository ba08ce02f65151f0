import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, REPO_ROOT } from '../config';
import type { DatabaseHandle } from '../lib/db/database';
import { createRealtime } from '../lib/realtime/realtime';
import { openTestDatabase } from './test-database';

export type TestApp = Readonly<{
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
}>;

export type TestAppOptions = Readonly<{
  webDistDir?: string;
  trustProxy?: boolean;
  clock?: () => Date;
  /** Environment variables for `loadConfig` (NODE_ENV defaults to test), e.g. sign-in settings. */
  env?: Readonly<Record<string, string>>;
  /** TLS agent for web push (the push tests' loopback push service). */
  pushAgent?: Agent;
}>;

/** The real app on a fresh migrated database, for `app.inject`; realtime in memory. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const realtime = await createRealtime({ redisUrl: undefined });
  const app = await buildApp({
    config: {
      ...loadConfig({ NODE_ENV: 'test', ...options.env }),
      trustProxy: options.trustProxy ?? false,
      // A folder that never exists unless a test passes one: "web not built".
      webDistDir: options.webDistDir ?? `${REPO_ROOT}/apps/server/.no-web-dist`,
      publicUrl: undefined,
    },
    database,
    realtime,
    clock: options.clock ?? (() => new Date()),
    logger: false,
    ...(options.pushAgent === undefined ? {} : { pushAgent: options.pushAgent }),
  });
  return {
    app,
    database,
    close: async () => {
      await realtime.close();
      await app.close();
      await database.close();
    },
  };
}
