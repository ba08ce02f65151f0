import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLE, SERVER_DIR } from './runtime-settings';

/** The newest modification time of the files under `dir`. */
function newestMtime(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );
}

/**
 * Exits when there is no bundle, and notes a bundle older than its sources: the benchmark measures
 * what `npm start` runs, not the sources.
 */
export function checkBundle(): void {
  if (!existsSync(BUNDLE)) {
    console.error(
      `No ${BUNDLE}: run \`npm run build\` first (the benchmark measures what \`npm start\` runs).`,
    );
    process.exit(1);
  }
  if (newestMtime(join(SERVER_DIR, 'src')) > statSync(BUNDLE).mtimeMs) {
    console.log(
      'Note: the server bundle is older than its sources; `npm run build` measures the current code.',
    );
  }
}
