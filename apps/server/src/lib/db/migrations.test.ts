import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './database';
import { readMigrationStatus } from './migration-status';

describe('migrations', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await database.close();
  });

  it('start from an empty database and report it as behind', async () => {
    const status = await readMigrationStatus(database.db);
    expect(status).toEqual({ applied: 0, latest: null, upToDate: false });
  });

  it('apply every migration and a second run is a no-op', async () => {
    await database.migrate();
    const first = await readMigrationStatus(database.db);
    expect(first.applied).toBeGreaterThan(0);
    expect(first.upToDate).toBe(true);
    expect(first.latest).toMatch(/^\d{4}_/);

    await database.migrate();
    expect(await readMigrationStatus(database.db)).toEqual(first);
    const tables = await database.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'static_values'`,
    );
    expect(tables).toMatchObject({ rows: [{ n: 1 }] });
  });
});
