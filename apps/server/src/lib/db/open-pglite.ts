import { accessSync, constants, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { StartupError } from '../startup-error';
import type { DatabaseHandle } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { loadPglite } from './pglite-settings';
import { copyPgliteTemplate } from './pglite-template';
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
 * `dataDir` undefined = in memory (tests), optionally started from a `dumpDataDir()` image, which
 * skips initdb; otherwise the database lives in `<dataDir>/pglite`, on a first start copied from
 * `options.template` when there is a usable one there (pglite-template.ts), which skips initdb.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob; template?: string } = {},
): Promise<DatabaseHandle> {
  const { PGlite, settings } = await loadPglite();
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let client: PGlite;
  if (dataDir === undefined) {
    client = await PGlite.create(
      options.loadDataDir === undefined
        ? settings
        : { ...settings, loadDataDir: options.loadDataDir },
    );
  } else {
    ensureWritableDirectory(dataDir);
    const dir = join(dataDir, 'pglite');
    try {
      if (options.template !== undefined) copyPgliteTemplate(options.template, dir);
      client = await PGlite.create(dir, settings);
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
