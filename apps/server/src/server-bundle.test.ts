import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build-server';
import { REPO_ROOT } from './config';

/**
 * Packages that only some requests or some configurations need, which the server loads when
 * first needed rather than at every start (decision 054). A static import anywhere in the server's
 * code would bring one back into every start: the bundle keeps npm packages as imports, and
 * esbuild puts every static one at the top of the file.
 */
const LOADED_WHEN_NEEDED = [
  '@electric-sql/pglite', // embedded mode only
  'drizzle-orm/pglite',
  'pg', // PostgreSQL mode only
  'drizzle-orm/node-postgres',
  'ioredis', // REDIS_URL only
  '@socket.io/redis-adapter',
  'twilio', // the first SMS, with Twilio configured
  'web-push', // the first push notice
  'pdfkit', // the first PDF
  '@dicebear/core', // the demo seed's first run
  '@dicebear/notionists',
  'stripe', // STRIPE_SECRET_KEY only
];

describe('the server bundle', () => {
  const outDir = join(REPO_ROOT, 'apps/server/dist-test', randomBytes(6).toString('hex'));
  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  it('imports at start none of the packages it loads when needed', async () => {
    await buildServer(outDir, ['server'], { placeIndex: false });
    const code = readFileSync(join(outDir, 'server.js'), 'utf8');
    const staticImports = new Set(
      [...code.matchAll(/^import\s[^;]*?from\s*"([^"]+)";/gm)].map((match) => match[1]),
    );
    expect(staticImports).toContain('fastify'); // the pattern does find the bundle's imports
    expect(LOADED_WHEN_NEEDED.filter((name) => staticImports.has(name))).toEqual([]);
    for (const name of LOADED_WHEN_NEEDED) expect(code).toContain(`import("${name}")`);
  });
});
