/**
 * `npm run build -w @lumus/server`: bundles the server into `dist/server.js` so that `npm start`
 * runs plain JavaScript, with no TypeScript compiler loaded at run time (decision 040). Our workspace packages (contract, astro) are TypeScript sources and are bundled
 * in; every npm dependency stays an import, resolved from node_modules as before. Beside the
 * bundle it writes what the server would otherwise compute at every start (decision 054).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { PGLITE_TEMPLATE_DIR, PLACE_INDEX_FILE } from '../src/build-outputs';
import { writePlaceIndexFile } from '../src/features/places/place-index';
import { writePgliteTemplate } from '../src/lib/db/pglite-template';

const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds `src/<entry>.ts` into `<outDir>/<entry>.js` (the tests build into a scratch folder), and
 * the place index beside it unless told not to.
 */
export async function buildServer(
  outDir: string = resolve(SERVER_DIR, 'dist'),
  entries: readonly string[] = ['server'],
  options: { placeIndex?: boolean } = {},
): Promise<void> {
  const manifest: unknown = JSON.parse(readFileSync(resolve(SERVER_DIR, 'package.json'), 'utf8'));
  const dependencies =
    typeof manifest === 'object' && manifest !== null && 'dependencies' in manifest
      ? Object.keys(manifest.dependencies as Record<string, string>)
      : [];
  const external = dependencies
    .filter((name) => !name.startsWith('@lumus/'))
    .flatMap((name) => [name, `${name}/*`]);
  await build({
    absWorkingDir: SERVER_DIR,
    entryPoints: entries.map((entry) => ({ in: `src/${entry}.ts`, out: entry })),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Mappings only: the sources are in the repository, and their text in the map took ~20 MB of
    // resident memory under --enable-source-maps (decision 054).
    sourcesContent: false,
    external,
    logLevel: 'warning',
  });
  // Read by the server at start instead of building the index there (decision 054).
  if (options.placeIndex !== false) writePlaceIndexFile(resolve(outDir, PLACE_INDEX_FILE));
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
  // Only here: the tests' bundles start on PGlite in memory or without a template (initdb).
  await writePgliteTemplate(resolve(SERVER_DIR, 'dist', PGLITE_TEMPLATE_DIR));
}
