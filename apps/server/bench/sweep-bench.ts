/**
 * Session sweeper benchmark (run with tsx; not part of any test run):
 *   DATABASE_URL=postgres://… npx tsx apps/server/bench/sweep-bench.ts [intervalMs=1000] [seconds=10]
 *
 * Starts N real app instances on one scratch PostgreSQL database, lets each run its sweeper timer
 * for the duration, and counts what the database did (committed transactions, from
 * `pg_stat_database`) and how many passes did the shared work. Each row is measured in the same
 * run beside the baseline of one instance, and beside N instances that each sweep every interval,
 * as every instance did before decision 029. Without DATABASE_URL it says so and does nothing:
 * PGlite is one instance by nature.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, readConfig, REPO_ROOT } from '../src/config';
import type { DatabaseHandle } from '../src/lib/db/database';
import { openPostgres } from '../src/lib/db/open-postgres';
import { createRealtime } from '../src/lib/realtime/realtime';
import { createScratchPostgres } from '../src/test/test-database';

const INTERVAL_MS = Number(process.argv[2] ?? 1000);
const DURATION_MS = Number(process.argv[3] ?? 10) * 1000;

type Mode = 'timed' | 'every-instance';
type Row = Readonly<{
  label: string;
  instances: number;
  commitsPerSecond: number;
  passesPerSecond: number;
}>;

const commitsSchema = z.object({ rows: z.array(z.object({ commits: z.coerce.number() })) });

async function committed(monitor: DatabaseHandle): Promise<number> {
  // Backends report their counters when they end; the instances' pools are closed before this.
  await monitor.db.execute(sql`select pg_stat_clear_snapshot()`);
  const result = await monitor.db.execute(
    sql`select xact_commit as commits from pg_stat_database where datname = current_database()`,
  );
  return commitsSchema.parse(result).rows[0]?.commits ?? 0;
}

async function startInstance(database: DatabaseHandle): Promise<FastifyInstance> {
  const realtime = await createRealtime({ redisUrl: undefined });
  return buildApp({
    config: {
      ...loadConfig({ NODE_ENV: 'test', CHAT_SWEEP_INTERVAL_MS: String(INTERVAL_MS) }),
      trustProxy: false,
      webDistDir: `${REPO_ROOT}/apps/server/.no-web-dist`,
      publicUrl: undefined,
    },
    database,
    realtime,
    clock: () => new Date(),
    logger: false,
  });
}

/** Each instance's timer, as `server.ts` starts it; 'every-instance' sweeps on every tick. */
async function run(url: string, instances: number, mode: Mode, label: string): Promise<Row> {
  const scratch = await createScratchPostgres(url);
  const monitor = await openPostgres(scratch.url);
  await monitor.migrate();
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < instances; i += 1) {
    const handle = await openPostgres(scratch.url);
    handles.push(handle);
    apps.push(await startInstance(handle));
  }
  const before = await committed(monitor);
  let passes = 0;
  const started = performance.now();
  await Promise.all(
    apps.map(async (app, index) => {
      // Instances started at different moments tick out of phase, as in a real deployment.
      await new Promise((resolve) => setTimeout(resolve, (index * INTERVAL_MS) / instances));
      while (performance.now() - started < DURATION_MS) {
        const tick = performance.now();
        const result =
          mode === 'timed' ? await app.chatSweeper.tickOnce() : await app.chatSweeper.sweepOnce();
        if (result.swept) passes += 1;
        const wait = INTERVAL_MS - (performance.now() - tick);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  // The two reads of the monitor itself are not the sweepers' work.
  const commits = (await committed(monitor)) - before - 2;
  await monitor.close();
  await scratch.drop();
  return {
    label,
    instances,
    commitsPerSecond: commits / seconds,
    passesPerSecond: passes / seconds,
  };
}

function show(row: Row, baseline: Row): void {
  const ratio = row.commitsPerSecond / baseline.commitsPerSecond;
  console.log(
    `${row.label.padEnd(46)} ${String(row.instances).padStart(2)} inst   ${row.commitsPerSecond.toFixed(1).padStart(7)} commits/s (${ratio.toFixed(2)}× baseline)   ${row.passesPerSecond.toFixed(1).padStart(5)} sweeping passes/s`,
  );
}

async function main(): Promise<void> {
  const url = readConfig().databaseUrl;
  if (url === undefined) {
    console.log('sweep bench: skipped (needs DATABASE_URL: several instances need PostgreSQL)');
    return;
  }
  console.log(
    `Session sweeper, ${INTERVAL_MS} ms interval, ${DURATION_MS / 1000} s per row, idle database`,
  );
  const baseline = await run(url, 1, 'timed', 'baseline: one instance');
  show(baseline, baseline);
  show(await run(url, 3, 'timed', 'three instances, one pass per interval (029)'), baseline);
  show(
    await run(url, 3, 'every-instance', 'three instances, each sweeping (before 029)'),
    baseline,
  );
}

await main();
