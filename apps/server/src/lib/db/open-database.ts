import type { DatabaseHandle } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

/** PostgreSQL when a URL is configured, else the embedded PGlite persisted in the data dir. */
export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl === undefined
    ? openPglite(options.dataDir)
    : openPostgres(options.databaseUrl);
}
