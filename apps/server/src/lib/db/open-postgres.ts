import { StartupError } from '../startup-error';
import type { DatabaseHandle } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

/** Host and database name only: the URL may carry a password. */
function describe(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

/** Connects once before returning, so a wrong URL fails the start instead of the first request. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  // Loaded here rather than with the server's code: the embedded mode never needs them (decision 054).
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection emits here; without a listener it would crash us.
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(`Could not connect to DATABASE_URL (${describe(url)}): ${reason}`);
  }
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
