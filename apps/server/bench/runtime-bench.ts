/**
 * Runtime benchmark: memory and start time of the server as `npm start` runs it (run with tsx,
 * after `npm run build`; not part of any test run):
 *   npx tsx apps/server/bench/runtime-bench.ts [idleSeconds=15] [chatSeconds=15]
 *   npx tsx apps/server/bench/runtime-bench.ts starts [repetitions=3] [otherBundle.js...]
 *
 * Starts `node --enable-source-maps dist/server.js` with LOG_LEVEL=warn, as `npm start` does:
 * embedded on a fresh data folder (first start: the database made, migrated and seeded), again on
 * the same folder (second start), and on a scratch PostgreSQL database that it creates and drops
 * (BENCH_POSTGRES_URL names the server's maintenance database; postgres://postgres@127.0.0.1/postgres
 * by default). For each it reads the time from spawning to the first answer of /api/health, and the
 * process's resident memory (VmRSS) then and after some idle seconds. On the second start it then
 * puts the server to use from outside (pages, place search, the demo psychics' chats ping-ponging,
 * runtime-chat-load.ts) and reads its peak. Beside each, in the same run, the same start of a bare
 * Node process with Fastify and the same database opened, answering /api/health
 * (bare-health-server.ts): what this machine takes for the stack alone. Goals: issue 19.
 *
 * `starts` measures only the embedded first and second start times, a few times over, and can
 * compare other builds of the server in the same run (a copy of an earlier `dist/`, e.g. under
 * dist-test/): their starts alternate with this one's, so a busy machine weighs on all alike.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ChatLoadResult } from './runtime-chat-load';
import { buildBaseline } from './runtime/baseline-build';
import { checkBundle } from './runtime/bundle-check';
import { putToUse } from './runtime/put-to-use';
import { printRuntimeReport } from './runtime/runtime-report';
import { BUNDLE, STARTS_ONLY } from './runtime/runtime-settings';
import { scratchPostgres } from './runtime/scratch-postgres';
import { startAndIdle } from './runtime/server-process';
import { startsOnly } from './runtime/starts-only';

checkBundle();

if (STARTS_ONLY) {
  await startsOnly(Number(process.argv[3] ?? 3), [
    BUNDLE,
    ...process.argv.slice(4).map((bundle) => resolve(bundle)),
  ]);
  process.exit(0);
}

const loadAtStart = loadavg()[0] ?? 0;
const baseline = await buildBaseline();
const folders = mkdtempSync(join(tmpdir(), 'lumus-runtime-bench-'));
const postgres = await scratchPostgres();
try {
  const lumusDir = join(folders, 'lumus');
  const bareDir = join(folders, 'bare');
  const bareFirst = await startAndIdle(baseline.script, { DATA_DIR: bareDir });
  const lumusFirst = await startAndIdle(BUNDLE, { DATA_DIR: lumusDir });
  const bareSecond = await startAndIdle(baseline.script, { DATA_DIR: bareDir });
  let inUse: { peakMb: number; chats: ChatLoadResult } | undefined;
  const lumusSecond = await startAndIdle(BUNDLE, { DATA_DIR: lumusDir }, async (started) => {
    inUse = await putToUse(started);
  });
  const barePostgres =
    postgres === undefined
      ? undefined
      : await startAndIdle(baseline.script, { DATABASE_URL: postgres.url });
  const lumusPostgres =
    postgres === undefined ? undefined : await startAndIdle(BUNDLE, { DATABASE_URL: postgres.url });

  printRuntimeReport({
    loadAtStart,
    lumusFirst,
    bareFirst,
    lumusSecond,
    bareSecond,
    inUse,
    lumusPostgres,
    barePostgres,
  });
} finally {
  await postgres?.drop();
  rmSync(folders, { recursive: true, force: true });
  baseline.remove();
}
