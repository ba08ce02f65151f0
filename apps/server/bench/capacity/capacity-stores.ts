/**
 * The PostgreSQL and Redis the run needs: a statement on the PostgreSQL server (to make and drop
 * the scratch database), whether Redis answers (without it the two-instance part is skipped), and
 * the chats seeded in their own process (`capacity-seed.ts`).
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { nextMessage, reachable } from './child-processes';
import type { SeededChats } from './capacity-protocol';
import { HERE, SERVER_DIR, TSX } from './capacity-settings';

export async function runOn(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Transactions committed or rolled back in one database so far (PostgreSQL's statistics): every
 * statement the server sends outside a transaction is one. Read before and after a window, it
 * counts the server's statements whatever the machine's load.
 */
export async function transactionsOf(databaseUrl: string): Promise<number> {
  const url = new URL(databaseUrl);
  const serverUrl = new URL(databaseUrl);
  serverUrl.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: serverUrl.toString(),
    connectionTimeoutMillis: 3_000,
  });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      'select xact_commit + xact_rollback as count from pg_stat_database where datname = $1',
      [url.pathname.slice(1)],
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

export async function redisReachable(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  const ok = await reachable(() => client.connect());
  client.disconnect();
  return ok;
}

export async function seedChats(
  databaseUrl: string,
  perSet: number,
  sets: number,
): Promise<SeededChats> {
  const child = fork(join(HERE, 'capacity-seed.ts'), [], { execArgv: TSX, cwd: SERVER_DIR });
  const seeded = nextMessage(child, (message) => message as SeededChats);
  child.send({ databaseUrl, perSet, sets });
  return seeded;
}
