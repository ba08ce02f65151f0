import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `apps/server/drizzle`, written by drizzle-kit and applied at start whatever the cwd. Found by
 * walking up from this module, which is `src/lib/db` when run from source and `dist` when run
 * from the bundle `npm start` builds.
 */
function findMigrationsFolder(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`no drizzle migrations folder above ${from}`);
  }
}

export const MIGRATIONS_FOLDER = findMigrationsFolder(dirname(fileURLToPath(import.meta.url)));
