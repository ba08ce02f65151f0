import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { SERVER_DIR } from './runtime-settings';

/** bare-health-server.ts as plain JavaScript, in a scratch folder under apps/server. */
export async function buildBaseline(): Promise<{ script: string; remove: () => void }> {
  const outDir = join(SERVER_DIR, 'dist-test', `bench-${randomBytes(6).toString('hex')}`);
  await build({
    absWorkingDir: SERVER_DIR,
    entryPoints: ['bench/bare-health-server.ts'],
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return {
    script: join(outDir, 'bare-health-server.js'),
    remove: () => {
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
