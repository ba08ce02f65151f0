import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `apps/server/drizzle`, written by drizzle-kit and applied at start whatever the cwd. */
export const MIGRATIONS_FOLDER = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);
