/**
 * The runtime benchmark's baseline (runtime-bench.ts bundles and starts it): a bare Node process
 * with Fastify and the same database opened the same way as the server (PGlite in
 * `<DATA_DIR>/pglite` with Lumus's settings, or a pg pool on DATABASE_URL), answering
 * `/api/health` with one query. What any server on this stack costs, on this machine, in this run.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { loadPglite } from '../src/lib/db/pglite-settings';

async function openQuery(): Promise<() => Promise<unknown>> {
  const url = process.env.DATABASE_URL;
  if (url !== undefined && url !== '') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: url });
    await pool.query('select 1');
    return () => pool.query('select 1');
  }
  const { PGlite, settings } = await loadPglite();
  const dataDir = process.env.DATA_DIR ?? 'data';
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(join(dataDir, 'pglite'), settings);
  process.once('SIGTERM', () => {
    void client.close().then(() => process.exit(0));
  });
  return () => client.query('select 1');
}

const query = await openQuery();
const app = Fastify({ logger: false });
app.get('/api/health', async () => {
  await query();
  return { status: 'success' };
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
