import { accessSync, constants, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { StartupError } from '../startup-error';
import type { DatabaseHandle } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

/** Checked up front: PGlite's own error for a bad directory is an opaque WebAssembly abort. */
function ensureWritableDirectory(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
    throw new StartupError(`DATA_DIR is not a writable directory: ${dir} (${code})`);
  }
}

/**
 * PostgreSQL's default 128 MB of shared buffers is reserved in the WebAssembly memory at start and
 * is the largest single part of the embedded server's footprint; Lumus's working set is far
 * smaller. Measured on the demo data: PGlite alone held 322 MB RSS with the default and 187 MB with
 * 16 MB (decision 043).
 */
// Start parameters rather than PGlite's `postgresqlconf` option, which replaces the data
// directory's whole postgresql.conf.
const PGLITE_SETTINGS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * `dataDir` undefined = in memory (tests), optionally started from a `dumpDataDir()` image, which
 * skips initdb; otherwise the database lives in `<dataDir>/pglite`.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir === undefined) {
    client = await PGlite.create(
      options.loadDataDir === undefined
        ? PGLITE_SETTINGS
        : { ...PGLITE_SETTINGS, loadDataDir: options.loadDataDir },
    );
  } else {
    ensureWritableDirectory(dataDir);
    const dir = join(dataDir, 'pglite');
    try {
      client = await PGlite.create(dir, PGLITE_SETTINGS);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new StartupError(`Could not open the embedded database in ${dir}: ${reason}`);
    }
  }
  const db = drizzle({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
