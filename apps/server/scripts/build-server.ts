/**
 * `npm run build -w @lumus/server`: bundles the server into `dist/server.js` so that `npm start`
 * runs plain JavaScript, with no TypeScript compiler loaded at run time (decision 040). Our workspace packages (contract, astro) are TypeScript sources and are bundled
 * in; every npm dependency stays an import, resolved from node_modules as before.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Builds `src/<entry>.ts` into `<outDir>/<entry>.js` (the tests build into a scratch folder). */
export async function buildServer(
  outDir: string = resolve(SERVER_DIR, 'dist'),
  entries: readonly string[] = ['server'],
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
    external,
    logLevel: 'warning',
  });
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
