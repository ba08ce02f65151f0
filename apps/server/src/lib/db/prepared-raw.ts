import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { COLUMN_CASING } from './column-casing';
import type { Database } from './database';

const dialect = new PgDialect({ casing: COLUMN_CASING });

/** A prepared statement: `execute` with the values of its placeholders answers `{ rows }`. */
export type PreparedRaw = Readonly<{
  execute: (values: Record<string, unknown>) => Promise<unknown>;
}>;

/**
 * A hand-written statement (`sql` with `sql.placeholder`s) kept prepared under `name`, as the query
 * builder's `.prepare(name)` keeps its own: PostgreSQL parses and plans it once per connection,
 * where an unnamed statement is planned on every call (decision 068). Its text must not change
 * between calls, so a list of rows goes in as arrays (`unnest`), not as a `VALUES` list.
 */
export function preparedRaw(db: Database, name: string, query: SQL): PreparedRaw {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
}
