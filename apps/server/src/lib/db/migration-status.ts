import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';

const journalSchema = z.object({
  entries: z.array(z.object({ tag: z.string(), when: z.number() })),
});

const existsResult = z.object({ rows: z.array(z.object({ present: z.boolean() })) });
// `created_at` is a bigint column: pg returns it as a string, PGlite as a number.
const countResult = z.object({
  rows: z.array(z.object({ applied: z.coerce.number(), newest: z.coerce.number().nullable() })),
});

export type MigrationStatus = Readonly<{
  applied: number;
  latest: string | null;
  upToDate: boolean;
}>;

type Journal = z.infer<typeof journalSchema>;

function readJournal(folder: string): Journal {
  const text = readFileSync(join(folder, 'meta/_journal.json'), 'utf8');
  return journalSchema.parse(JSON.parse(text));
}

/**
 * Compares drizzle's bookkeeping table with the migrations folder. Drizzle stores each applied
 * migration's journal `when` as `created_at`, which is how an applied row maps back to its tag.
 */
export async function readMigrationStatus(
  db: Database,
  folder: string = MIGRATIONS_FOLDER,
): Promise<MigrationStatus> {
  const journal = readJournal(folder);
  // `execute` results are driver-specific; both drivers return `rows`, parsed here to one shape.
  const exists = existsResult.parse(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    ),
  );
  if (exists.rows[0]?.present !== true) {
    return { applied: 0, latest: null, upToDate: journal.entries.length === 0 };
  }
  const result = countResult.parse(
    await db.execute(
      sql`select count(*)::int as applied, max(created_at) as newest from drizzle.__drizzle_migrations`,
    ),
  );
  const row = result.rows[0];
  const applied = row?.applied ?? 0;
  const newest = row?.newest ?? null;
  const latest = journal.entries.find((entry) => entry.when === newest)?.tag ?? null;
  const lastInFolder = journal.entries.at(-1);
  const upToDate = lastInFolder === undefined || (newest !== null && newest >= lastInFolder.when);
  return { applied, latest, upToDate };
}
