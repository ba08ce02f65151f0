import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readConfig } from '../config';
import type { DatabaseHandle } from '../lib/db/database';
import { openPglite } from '../lib/db/open-pglite';
import { openPostgres } from '../lib/db/open-postgres';

/** The server named by DATABASE_URL, or undefined to test on in-memory PGlite. */
export const TEST_DATABASE_URL = readConfig().databaseUrl;

/**
 * A fresh, private database for one test file: in-memory PGlite, or with DATABASE_URL a newly
 * created database on that server (test files run in parallel) that `close()` drops again.
 * Migrated unless `{ migrate: false }`.
 */
export async function openTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  const handle =
    TEST_DATABASE_URL === undefined
      ? await openPglite(undefined)
      : await openFreshPostgres(TEST_DATABASE_URL);
  if (options.migrate !== false) await handle.migrate();
  return handle;
}

async function openFreshPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `lumus_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
