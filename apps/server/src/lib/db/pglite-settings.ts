import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's default 128 MB of shared buffers is reserved in the WebAssembly memory at start and
 * is the largest single part of the embedded server's footprint; Lumus's working set is far
 * smaller. Measured on the demo data: PGlite alone held 322 MB RSS with the default and 187 MB with
 * 16 MB (decision 043).
 */
// Start parameters rather than PGlite's `postgresqlconf` option, which replaces the data
// directory's whole postgresql.conf.
const SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * PGlite and the options Lumus opens it with. Loaded when the embedded database is opened rather
 * than with the server's code: in PostgreSQL mode it is never needed (decision 054).
 */
export async function loadPglite(): Promise<{
  PGlite: typeof PGlite;
  settings: Pick<PGliteOptions, 'startParams'>;
}> {
  const { PGlite } = await import('@electric-sql/pglite');
  return { PGlite, settings: { startParams: [...PGlite.defaultStartParams, ...SETTINGS] } };
}
