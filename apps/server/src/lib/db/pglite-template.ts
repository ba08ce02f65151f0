import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { loadPglite } from './pglite-settings';
import * as schema from './schema';

/**
 * A migrated, empty PGlite data directory made by `npm run build`, which a first start copies
 * instead of running initdb (decision 054). initdb in WebAssembly took 5-13 s on this 2-core machine
 * and raised the process's resident memory by ~500 MB that it never gave back; a copy takes a
 * fraction of a second and the database then opens as on any later start.
 */

/** Written inside the template: the PGlite build whose initdb made it. */
const STAMP_FILE = 'lumus-template.json';

/** PGlite's version: a template is only good for the PGlite that made it. */
function pgliteStamp(): string {
  const require = createRequire(import.meta.url);
  let dir = dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return `@electric-sql/pglite@${manifest.version ?? '?'}`;
}

/**
 * Makes the template in `dir` (replacing one there): initdb, or a `dumpDataDir()` image (tests),
 * then every migration.
 */
export async function writePgliteTemplate(
  dir: string,
  options: { loadDataDir?: Blob } = {},
): Promise<void> {
  const building = `${dir}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const { PGlite, settings } = await loadPglite();
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create(join(building, 'pgdata'), { ...settings, ...options });
  try {
    await migrate(drizzle({ client, schema, casing: 'snake_case' }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } finally {
    await client.close();
  }
  writeFileSync(join(building, STAMP_FILE), JSON.stringify({ pglite: pgliteStamp() }));
  rmSync(dir, { recursive: true, force: true });
  renameSync(building, dir);
}

/**
 * Puts a copy of the template's database at `target` when there is no database there yet and the
 * template was made by this PGlite; false when it did not (PGlite then runs initdb itself).
 */
export function copyPgliteTemplate(template: string, target: string): boolean {
  // Anything already there is left to PGlite, as before there were templates.
  if (existsSync(target) && readdirSync(target).length > 0) return false;
  let stamp: unknown;
  try {
    stamp = JSON.parse(readFileSync(join(template, STAMP_FILE), 'utf8'));
  } catch {
    return false;
  }
  if (
    typeof stamp !== 'object' ||
    stamp === null ||
    !('pglite' in stamp) ||
    stamp.pglite !== pgliteStamp()
  ) {
    return false;
  }
  // Copied beside the target and renamed into place, so a start that fails half-way never leaves
  // a partial database behind for the next start to open.
  const copying = `${target}.copying-${String(process.pid)}`;
  rmSync(copying, { recursive: true, force: true });
  cpSync(join(template, 'pgdata'), copying, { recursive: true });
  rmSync(target, { recursive: true, force: true }); // an empty folder, if any
  renameSync(copying, target);
  return true;
}
