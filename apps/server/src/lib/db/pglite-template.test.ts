import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { readMigrationStatus } from './migration-status';
import { openPglite } from './open-pglite';
import { copyPgliteTemplate, writePgliteTemplate } from './pglite-template';

// The global setup's migrated image, in PGlite runs only (the PostgreSQL run has none).
const image = inject('pgliteTemplatePath');

describe.skipIf(image === null)('a first start from the build’s PGlite template', () => {
  const root = mkdtempSync(join(tmpdir(), 'lumus-pglite-template-'));
  const template = join(root, 'template');
  beforeAll(async () => {
    await writePgliteTemplate(template, {
      loadDataDir: new Blob([readFileSync(image ?? '')]),
    });
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('opens a copy that is migrated and keeps its data, and copies only into an empty place', async () => {
    const dataDir = join(root, 'data');
    let handle = await openPglite(dataDir, { template });
    expect((await readMigrationStatus(handle.db)).upToDate).toBe(true);
    await handle.db.execute(sql`create table kept (note text)`);
    await handle.db.execute(sql`insert into kept values ('still here')`);
    await handle.close();

    // A second start opens the same database, not a new copy.
    expect(copyPgliteTemplate(template, join(dataDir, 'pglite'))).toBe(false);
    handle = await openPglite(dataDir, { template });
    const kept = z
      .object({ rows: z.array(z.object({ note: z.string() })) })
      .parse(await handle.db.execute(sql`select note from kept`));
    expect(kept.rows).toEqual([{ note: 'still here' }]);
    await handle.close();
  });

  it('is not used when another PGlite made it, or the place holds anything', () => {
    const foreign = join(root, 'foreign');
    mkdirSync(join(foreign, 'pgdata'), { recursive: true });
    writeFileSync(join(foreign, 'lumus-template.json'), '{"pglite":"@electric-sql/pglite@0.0.1"}');
    expect(copyPgliteTemplate(foreign, join(root, 'fresh'))).toBe(false);

    const occupied = join(root, 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'something'), '');
    expect(copyPgliteTemplate(template, occupied)).toBe(false);
    expect(copyPgliteTemplate(template, join(root, 'fresh'))).toBe(true);
    expect(readFileSync(join(root, 'fresh', 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
  });
});
