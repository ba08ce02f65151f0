import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { readConfig } from '../config';
import { openPostgres } from '../lib/db/open-postgres';
import { MIGRATIONS_FOLDER } from '../lib/db/migrations-folder';
import * as schema from '../lib/db/schema';
import { createScratchPostgres } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated, empty PGlite data dir image (PGlite runs only). */
    pgliteTemplatePath: string | null;
    /** A migrated, empty PostgreSQL database to copy (PostgreSQL runs only). */
    postgresTemplateName: string | null;
  }
}

/**
 * Booting PGlite runs initdb, seconds per test file on two busy cores. One migrated image, made
 * once per run, lets every file start its private in-memory database from it instead.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = readConfig().databaseUrl;
  if (databaseUrl !== undefined) {
    project.provide('pgliteTemplatePath', null);
    // Migrating every file's fresh database costs a second or more each; copying a migrated
    // template (CREATE DATABASE ... TEMPLATE) costs a fraction of that.
    const template = await createScratchPostgres(databaseUrl);
    const handle = await openPostgres(template.url);
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    project.provide('postgresTemplateName', template.name);
    return template.drop;
  }
  project.provide('postgresTemplateName', null);
  const dir = mkdtempSync(join(tmpdir(), 'lumus-pglite-template-'));
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client, schema, casing: 'snake_case' }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    const image = await client.dumpDataDir('none');
    const path = join(dir, 'template.tar');
    writeFileSync(path, Buffer.from(await image.arrayBuffer()));
    project.provide('pgliteTemplatePath', path);
  } finally {
    await client.close();
  }
  return () => {
    rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  };
}
