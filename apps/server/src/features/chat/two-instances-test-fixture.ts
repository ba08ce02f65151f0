import type { Agent } from 'node:https';
import { loadConfig, readConfig } from '../../config';
import type { DatabaseHandle } from '../../lib/db/database';
import { openPostgres } from '../../lib/db/open-postgres';
import { createScratchPostgres, TEST_DATABASE_URL } from '../../test/test-database';
import { startChatServer, type ChatServer } from './chat-test-fixtures';

export type TwoInstances = Readonly<{
  a: ChatServer;
  b: ChatServer;
  /** Stops both servers, closes their database handles and drops the scratch database. */
  close: () => Promise<void>;
}>;

/**
 * Two server instances of one deployment, as in production: one scratch PostgreSQL database
 * (each instance with its own handle) and one Redis. Only for tests skipped unless both
 * TEST_DATABASE_URL and REDIS_URL are set.
 */
export async function startTwoInstances(options: {
  clock: () => Date;
  env?: Record<string, string>;
  /** TLS agent for web push (the push tests' loopback push service). */
  pushAgent?: Agent;
}): Promise<TwoInstances> {
  const scratch = await createScratchPostgres(TEST_DATABASE_URL ?? '');
  const handles: DatabaseHandle[] = [];
  for (let i = 0; i < 2; i += 1) handles.push(await openPostgres(scratch.url));
  const [first, second] = handles;
  if (first === undefined || second === undefined) throw new Error('no database');
  await first.migrate();
  // Both instances derive one prefix from the database they share, as `npm start` does; other
  // test runs share this Redis, and the prefix of this run's own database keeps them apart.
  const redis = {
    url: readConfig().redisUrl ?? '',
    prefix: loadConfig({ DATABASE_URL: scratch.url }).redisPrefix,
  };
  const { clock, env, pushAgent } = options;
  const both = { clock, redis, ...(env && { env }), ...(pushAgent && { pushAgent }) };
  const a = await startChatServer({ ...both, database: first });
  const b = await startChatServer({ ...both, database: second });
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      for (const handle of handles) await handle.close();
      await scratch.drop();
    },
  };
}
