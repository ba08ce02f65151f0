import type { DatabaseHandle } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

/**
 * PostgreSQL when a URL is configured, else the embedded PGlite persisted in the data dir (made
 * on a first start from `pgliteTemplate`, when given and usable: pglite-template.ts).
 */
export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteTemplate?: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl === undefined
    ? openPglite(
        options.dataDir,
        options.pgliteTemplate === undefined ? {} : { template: options.pgliteTemplate },
      )
    : openPostgres(options.databaseUrl);
}
