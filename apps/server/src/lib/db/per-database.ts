import type { Database } from './database';

/**
 * Something built once per database handle: for the statements a chat runs on every message,
 * typing flag and receipt, a prepared statement (`.prepare(name)` with `sql.placeholder`s), so
 * Drizzle does not build their SQL again on each call and PostgreSQL parses and plans each once per
 * connection (docs/decisions/055). A handle that goes away takes its statements with it.
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
