import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
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
  const migrated = options.migrate !== false;
  const handle =
    TEST_DATABASE_URL === undefined
      ? await openPglite(undefined, migrated ? templateImage() : {})
      : await openFreshPostgres(TEST_DATABASE_URL, migrated ? postgresTemplate() : undefined);
  // On a template this finds every migration applied and does nothing.
  if (migrated) await handle.migrate();
  return handle;
}

/**
 * Creates a uniquely named database on the server, empty or a copy of `template`; `drop()`
 * removes it, connections and all.
 */
export async function createScratchPostgres(
  serverUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `lumus_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(
    serverUrl,
    template === undefined
      ? `create database ${name}`
      : `create database ${name} template ${template}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The migrated image made by `global-setup.ts`, when the run has one. */
function templateImage(): { loadDataDir?: Blob } {
  const path = inject('pgliteTemplatePath');
  return path === null ? {} : { loadDataDir: new Blob([readFileSync(path)]) };
}

/** The migrated database made by `global-setup.ts`, when the run has one. */
function postgresTemplate(): string | undefined {
  return inject('postgresTemplateName') ?? undefined;
}

async function openFreshPostgres(serverUrl: string, template?: string): Promise<DatabaseHandle> {
  const scratch = await createScratchPostgres(serverUrl, template);
  const handle = await openPostgres(scratch.url);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
