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
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build } from 'esbuild';
import pg from 'pg';
import { REPO_ROOT } from '../src/config';
import { CHAT_LOAD_PAIRS, type ChatLoadResult, runChatLoad } from './runtime-chat-load';

const STARTS_ONLY = process.argv[2] === 'starts';
const IDLE_SECONDS = STARTS_ONLY ? 0 : Number(process.argv[2] ?? 15);
const CHAT_SECONDS = Number(process.argv[3] ?? 15);
const SERVER_DIR = join(REPO_ROOT, 'apps/server');
const BUNDLE = join(SERVER_DIR, 'dist/server.js');
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const GOALS = {
  firstStartSeconds: 8,
  secondStartSeconds: 3,
  embeddedIdleMb: 350,
  embeddedInUseMb: 450,
  postgresIdleMb: 200,
};

/** Resident memory of a process, from Linux's /proc (the figure a host's memory limit counts). */
function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

type Started = Readonly<{
  child: ChildProcess;
  baseUrl: string;
  healthSeconds: number;
  rssAtHealthMb: number;
  output: () => string;
}>;

/** Spawns `script` with only the given variables and waits for its first 200 on /api/health. */
async function start(script: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const spawned = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited:\n${output}`);
    const answered = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (answered) break;
    if (performance.now() - spawned > 120_000) throw new Error(`${script} did not answer`);
    await sleep(20);
  }
  const healthSeconds = (performance.now() - spawned) / 1000;
  return { child, baseUrl, healthSeconds, rssAtHealthMb: rssMb(child.pid), output: () => output };
}

/** SIGTERM, as a host stops it (PGlite flushes its files on the way out). */
async function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null) return;
  const exited = once(started.child, 'exit');
  started.child.kill('SIGTERM');
  const timer = setTimeout(() => started.child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

type Run = Readonly<{ healthSeconds: number; rssAtHealthMb: number; rssIdleMb: number }>;

async function startAndIdle(
  script: string,
  env: Record<string, string>,
  use?: (started: Started) => Promise<void>,
): Promise<Run> {
  const started = await start(script, env);
  try {
    await sleep(IDLE_SECONDS * 1000);
    const rssIdleMb = rssMb(started.child.pid);
    await use?.(started);
    return {
      healthSeconds: started.healthSeconds,
      rssAtHealthMb: started.rssAtHealthMb,
      rssIdleMb,
    };
  } finally {
    await stop(started);
  }
}

/** Pages (server-rendered), place searches and chats from outside; the server's peak RSS. */
async function putToUse(started: Started): Promise<{ peakMb: number; chats: ChatLoadResult }> {
  let peakMb = rssMb(started.child.pid);
  const sample = () => {
    peakMb = Math.max(peakMb, rssMb(started.child.pid));
  };
  for (const path of ['/', '/chat-with-psychic', '/de', '/horoscope/today/aries', '/help']) {
    await (await fetch(`${started.baseUrl}${path}`, { headers: { accept: 'text/html' } })).text();
    sample();
  }
  for (const query of ['mu', 'mumb', 'kol', 'berl', 'sao p', 'koln', 'frankfurt am', 'delhi']) {
    await (
      await fetch(`${started.baseUrl}/api/place/search?q=${encodeURIComponent(query)}`)
    ).text();
    sample();
  }
  const chats = await runChatLoad(started.baseUrl, CHAT_SECONDS, sample);
  sample();
  return { peakMb, chats };
}

/** bare-health-server.ts as plain JavaScript, in a scratch folder under apps/server. */
async function buildBaseline(): Promise<{ script: string; remove: () => void }> {
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

async function onPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A scratch database for the PostgreSQL runs, or undefined when no server answers. */
async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const name = `lumus_bench_${randomBytes(4).toString('hex')}`;
  try {
    await onPostgres(`create database ${name}`);
  } catch (error) {
    console.log(
      `PostgreSQL at ${new URL(POSTGRES_URL).host} not reachable, its rows are skipped: ${String(error)}`,
    );
    return undefined;
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onPostgres(`drop database if exists ${name} with (force)`),
  };
}

// ---- report ----

const seconds = (value: number) => `${value.toFixed(1)} s`;
const megabytes = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(0)} MB`);

function row(
  label: string,
  lumus: string,
  baseline: string,
  goal?: { text: string; met: boolean },
) {
  console.log(
    `  ${label.padEnd(46)}${lumus.padStart(10)}${baseline.padStart(11)}   ${
      goal === undefined ? '' : `${goal.text.padEnd(11)}${goal.met ? 'met' : 'NOT MET'}`
    }`,
  );
}

const atMost = (value: number, limit: number, unit: string) => ({
  text: `<= ${String(limit)} ${unit}`,
  met: value <= limit,
});

// ---- run ----

if (!existsSync(BUNDLE)) {
  console.error(
    `No ${BUNDLE}: run \`npm run build\` first (the benchmark measures what \`npm start\` runs).`,
  );
  process.exit(1);
}
/** The newest modification time of the files under `dir`. */
function newestMtime(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );
}
if (newestMtime(join(SERVER_DIR, 'src')) > statSync(BUNDLE).mtimeMs) {
  console.log(
    'Note: the server bundle is older than its sources; `npm run build` measures the current code.',
  );
}
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** First and second embedded starts only, `repetitions` times, of each bundle and the baseline. */
async function startsOnly(repetitions: number, bundles: readonly string[]): Promise<void> {
  const baselineScript = await buildBaseline();
  const folders = mkdtempSync(join(tmpdir(), 'lumus-runtime-bench-'));
  const scripts = [...bundles, baselineScript.script];
  const labels = [...bundles.map((bundle) => bundle.replace(`${SERVER_DIR}/`, '')), 'baseline'];
  const first: number[][] = scripts.map(() => []);
  const second: number[][] = scripts.map(() => []);
  try {
    for (let repetition = 0; repetition < repetitions; repetition += 1) {
      for (const [index, script] of scripts.entries()) {
        const dataDir = join(folders, `${String(repetition)}-${String(index)}`);
        first[index]?.push((await startAndIdle(script, { DATA_DIR: dataDir })).healthSeconds);
        second[index]?.push((await startAndIdle(script, { DATA_DIR: dataDir })).healthSeconds);
        rmSync(dataDir, { recursive: true, force: true });
      }
      console.log(
        `repetition ${String(repetition + 1)}, load average ${(loadavg()[0] ?? 0).toFixed(1)}: ` +
          labels
            .map(
              (label, index) =>
                `${label} ${seconds(first[index]?.at(-1) ?? Number.NaN)} / ${seconds(second[index]?.at(-1) ?? Number.NaN)}`,
            )
            .join(', '),
      );
    }
    console.log('\nembedded time to first /api/health, median (all), first / second start:');
    for (const [index, label] of labels.entries()) {
      const all = (values: readonly number[] | undefined) =>
        `${seconds(median(values ?? []))} (${(values ?? []).map((value) => value.toFixed(1)).join(', ')})`;
      console.log(`  ${label.padEnd(40)} ${all(first[index])} / ${all(second[index])}`);
    }
  } finally {
    rmSync(folders, { recursive: true, force: true });
    baselineScript.remove();
  }
}

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

  console.log(
    `Runtime benchmark: node dist/server.js as \`npm start\` runs it (LOG_LEVEL=warn), Node ${process.version}, ` +
      `load average ${loadAtStart.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at the end`,
  );
  console.log(
    'Baseline: a bare Node process with Fastify and the same database opened, answering /api/health (bench/bare-health-server.ts).',
  );
  console.log(
    `RSS: VmRSS of the server process; "idle" after ${String(IDLE_SECONDS)} s without requests.\n`,
  );
  console.log(`  ${''.padEnd(46)}${'Lumus'.padStart(10)}${'baseline'.padStart(11)}   goal`);
  console.log('embedded (PGlite), first start: database made, migrated, demo data seeded');
  row(
    'time to first /api/health',
    seconds(lumusFirst.healthSeconds),
    seconds(bareFirst.healthSeconds),
    atMost(lumusFirst.healthSeconds, GOALS.firstStartSeconds, 's'),
  );
  row(
    'RSS at first /api/health',
    megabytes(lumusFirst.rssAtHealthMb),
    megabytes(bareFirst.rssAtHealthMb),
  );
  row(
    'RSS idle',
    megabytes(lumusFirst.rssIdleMb),
    megabytes(bareFirst.rssIdleMb),
    atMost(lumusFirst.rssIdleMb, GOALS.embeddedIdleMb, 'MB'),
  );
  console.log('embedded (PGlite), second start');
  row(
    'time to first /api/health',
    seconds(lumusSecond.healthSeconds),
    seconds(bareSecond.healthSeconds),
    atMost(lumusSecond.healthSeconds, GOALS.secondStartSeconds, 's'),
  );
  row(
    'RSS at first /api/health',
    megabytes(lumusSecond.rssAtHealthMb),
    megabytes(bareSecond.rssAtHealthMb),
  );
  row(
    'RSS idle',
    megabytes(lumusSecond.rssIdleMb),
    megabytes(bareSecond.rssIdleMb),
    atMost(lumusSecond.rssIdleMb, GOALS.embeddedIdleMb, 'MB'),
  );
  if (inUse !== undefined) {
    row(
      `RSS peak in use (pages, places, ${String(CHAT_LOAD_PAIRS)} chats ${String(CHAT_SECONDS)} s)`,
      megabytes(inUse.peakMb),
      '',
      atMost(inUse.peakMb, GOALS.embeddedInUseMb, 'MB'),
    );
    console.log(
      `  (the chats: ${String(inUse.chats.roundTrips)} round trips, p50 ${inUse.chats.p50.toFixed(1)} ms, p99 ${inUse.chats.p99.toFixed(1)} ms)`,
    );
  }
  if (lumusPostgres !== undefined && barePostgres !== undefined) {
    console.log('PostgreSQL, first start on a scratch database: migrated, demo data seeded');
    row(
      'time to first /api/health',
      seconds(lumusPostgres.healthSeconds),
      seconds(barePostgres.healthSeconds),
    );
    row(
      'RSS at first /api/health',
      megabytes(lumusPostgres.rssAtHealthMb),
      megabytes(barePostgres.rssAtHealthMb),
    );
    row(
      'RSS idle',
      megabytes(lumusPostgres.rssIdleMb),
      megabytes(barePostgres.rssIdleMb),
      atMost(lumusPostgres.rssIdleMb, GOALS.postgresIdleMb, 'MB'),
    );
  }
} finally {
  await postgres?.drop();
  rmSync(folders, { recursive: true, force: true });
  baseline.remove();
}
