import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** Connection string of the fresh database, handed to the server. */
  readonly url: string;
  readonly drop: () => Promise<void>;
}

/** The server's maintenance database: the configured one may not exist yet. */
function adminUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  return url.toString();
}

async function withAdminClient(serverUrl: string, work: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a uniquely named, empty database on the PostgreSQL server of `serverUrl`, so every
 * run starts from nothing and parallel runs never share state.
 */
export async function createTestDatabase(serverUrl: string): Promise<TestDatabase> {
  // Only [a-z0-9_] characters, so the name is safe to splice into DDL.
  const name = `lumus_e2e_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(serverUrl, async (client) => {
        // FORCE: a server that did not shut down cleanly may still hold connections.
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}
