/**
 * Catalogue list against a bare Fastify route serving the same bytes, each server a process of its
 * own and the load from a third (issue 19): the list as `npm start` runs it (the built bundle, the
 * embedded database with demo data, request logging on, as in production, to a file), and the
 * bare route with and without the same request logging.
 *
 *   npx tsx apps/server/bench/catalogue/catalogue-process-bench.ts [seconds=5] [concurrency=16]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { consultantListCall } from '@lumus/contract/catalogue/consultant-list';
import { checkBundle } from '../runtime/bundle-check';
import { freePort, stopProcess } from '../runtime/server-process';
import { BUNDLE, SERVER_DIR } from '../runtime/runtime-settings';
import { type LoadResult, loadResultSchema } from './load-result';

const SECONDS = Number(process.argv[2] ?? 5);
const CONCURRENCY = Number(process.argv[3] ?? 16);
const ROUNDS = 3;
const GOAL_RATIO = 0.6;
const LIST_PATH = `${consultantListCall.path}?pageSize=20`;
const HERE = import.meta.dirname;

/** Spawns a server script with only the given variables, stdout into `logFile`. */
async function startServer(
  args: readonly string[],
  env: Record<string, string>,
  logFile: string,
  readyPath: string,
): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const out = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', out, out],
  });
  const origin = `http://127.0.0.1:${String(port)}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited; see ${logFile}`);
    const answered = await fetch(`${origin}${readyPath}`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (answered) return { child, origin };
    if (performance.now() - started > 120_000) throw new Error(`${args.join(' ')} did not answer`);
    await sleep(50);
  }
}

/** One run of the load generator process against `origin`. */
async function load(origin: string, seconds: number): Promise<LoadResult> {
  const generator = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(HERE, 'list-load-generator.ts'),
      origin,
      String(seconds * 1000),
      String(CONCURRENCY),
      LIST_PATH,
    ],
    { cwd: SERVER_DIR, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  generator.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(generator, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`load generator exited with ${String(code)}`);
  return loadResultSchema.parse(JSON.parse(output));
}

/** The run with the median throughput. */
function median(results: readonly LoadResult[]): LoadResult {
  const sorted = [...results].sort((a, b) => a.rps - b.rps);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('no runs');
  return middle;
}

function show(name: string, result: LoadResult): void {
  console.log(
    `${name.padEnd(44)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${result.p50.toFixed(2).padStart(6)} ms   p99 ${result.p99.toFixed(2).padStart(6)} ms   ${result.bytesPerAnswer.toFixed(0)} B   (${String(result.requests)} requests, ${String(result.errors)} errors)`,
  );
}

checkBundle();
const scratch = mkdtempSync(join(tmpdir(), 'lumus-catalogue-bench-'));
const servers: ChildProcess[] = [];
let measured = false;
try {
  const lumus = await startServer(
    ['--enable-source-maps', BUNDLE],
    { DATA_DIR: join(scratch, 'data'), LOG_LEVEL: 'info' },
    join(scratch, 'lumus.log'),
    '/api/health',
  );
  servers.push(lumus.child);
  const body = Buffer.from(await (await fetch(`${lumus.origin}${LIST_PATH}`)).arrayBuffer());
  const bodyFile = join(scratch, 'list.json');
  writeFileSync(bodyFile, body);
  const bareArgs = ['--import', 'tsx', join(HERE, 'bare-bytes-server.ts')];
  const bareEnv = { BODY_FILE: bodyFile, ROUTE_PATH: consultantListCall.path };
  const bare = await startServer(bareArgs, bareEnv, join(scratch, 'bare.log'), LIST_PATH);
  servers.push(bare.child);
  const bareLogged = await startServer(
    bareArgs,
    { ...bareEnv, LOG_LEVEL: 'info' },
    join(scratch, 'bare-logged.log'),
    LIST_PATH,
  );
  servers.push(bareLogged.child);

  console.log(
    `Catalogue list, separate processes: ${String(SECONDS)} s per run, ${String(CONCURRENCY)} keep-alive loops from a load generator process, median of ${String(ROUNDS)} runs taken in turns, Node ${process.version}`,
  );
  console.log(
    `Lumus: ${BUNDLE} (embedded database, demo data, LOG_LEVEL=info to a file); baseline: bare Fastify answering ${LIST_PATH} with the same ${String(body.length)} bytes\n`,
  );
  // Warm-up: JIT, the first query plans, the generator's connections.
  for (const origin of [bare.origin, bareLogged.origin, lumus.origin]) await load(origin, 2);
  // The three take turns, ROUNDS times, and each is reported by its median run: the machine's
  // speed drifts within a minute, and whichever ran first would otherwise carry the drift.
  const runs: LoadResult[][] = [[], [], []];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, origin] of [bare.origin, bareLogged.origin, lumus.origin].entries()) {
      runs[index]?.push(await load(origin, SECONDS));
    }
  }
  const [bareResult, bareLoggedResult, lumusResult] = runs.map(median) as [
    LoadResult,
    LoadResult,
    LoadResult,
  ];
  show('bare Fastify, same bytes, no logging', bareResult);
  show('bare Fastify, same bytes, request logging', bareLoggedResult);
  show('Lumus list (first page), request logging', lumusResult);
  const ratio = lumusResult.rps / bareResult.rps;
  console.log(
    `\nratio list / bare: ${ratio.toFixed(2)} (against the bare route with the same logging: ${(lumusResult.rps / bareLoggedResult.rps).toFixed(2)}); goal >= ${GOAL_RATIO.toFixed(2)} against the bare route without logging: ${ratio >= GOAL_RATIO ? 'met' : 'NOT met'}`,
  );
  measured = true;
} finally {
  await Promise.all(servers.map(stopProcess));
  // A failed run keeps the servers' logs for its reader.
  if (measured) rmSync(scratch, { recursive: true, force: true });
  else console.error(`The servers' logs are kept in ${scratch}`);
}
