import type { DatabaseKind } from '@lumus/contract/health';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle database both drivers satisfy; features are written against this type only. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = Readonly<{
  db: Database;
  kind: DatabaseKind;
  /** Applies the migrations folder with the driver's own migrator. */
  migrate: () => Promise<void>;
  /** Ends the pool or shuts PGlite down cleanly (it must flush its files before exit). */
  close: () => Promise<void>;
}>;
