/**
 * Chat capacity bench (run with tsx; part of `npm run bench`, never of a test run):
 *   npx tsx apps/server/bench/capacity/capacity-bench.ts               short ramp (a few minutes)
 *   BENCH_CAPACITY=full npx tsx apps/server/bench/capacity/capacity-bench.ts     500 … 5,000 chats
 *   BENCH_SOAK=1 npx tsx apps/server/bench/capacity/capacity-bench.ts    adds the 10-minute soak
 * Knobs: BENCH_LEVELS=500,1000 (chats per step), BENCH_WINDOW_SECONDS, BENCH_LOAD_PROCESSES,
 * BENCH_SOAK_MINUTES, BENCH_SOAK_CHATS, BENCH_CPU_PROF=<dir> (profile the Lumus servers).
 * PostgreSQL: the server of DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; a
 * scratch database is created there and dropped at the end. Redis: REDIS_URL, else
 * redis://127.0.0.1:6379; without one the two-instance part is skipped.
 *
 * Chats at human pace: each side writes one message every 10 s ("typing" 2 s before, "stopped"
 * after it), the other side answers each message with a delivered and a read receipt. Every
 * socket is opened by load generators in their own processes (`chat-load.ts`); the server is
 * the bundle `npm start` runs, in its own process, on PostgreSQL, logging at info. The ramp adds
 * chats step by step and measures each step over a window once every side is writing; it stops
 * at the first step whose delivery p99 is over 150 ms or that lost a message. The baseline is a
 * bare Socket.IO relay (`bare-relay.ts`) driven by the same generators at the same pace and scale,
 * in the same run. Then the same with two instances and Redis: users' sockets on one instance,
 * psychics' on the other.
 */
import { type ChildProcess, execSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildServer } from '../../scripts/build-server';
import { REPO_ROOT } from '../../src/config';
import { SOCKET_PATH } from '../../src/lib/realtime/realtime';
import { findFreePort } from '../../src/test/spawn-server';
import type { FromLoad, LoadChat, SeededChats, ToLoad, WindowReport } from './capacity-protocol';
import { cpuPercent, sampleProcess, type ProcessSample } from './process-sample';

const SERVER_DIR = join(REPO_ROOT, 'apps/server');
const HERE = join(SERVER_DIR, 'bench/capacity');
const TSX = ['--import', 'tsx'];

const env = process.env;
const FULL = env.BENCH_CAPACITY === 'full';
const LEVELS = (env.BENCH_LEVELS ?? (FULL ? '500,1000,2000,3000,5000' : '500,1000'))
  .split(',')
  .map(Number);
const WINDOW_MS = Number(env.BENCH_WINDOW_SECONDS ?? (FULL ? 60 : 10)) * 1000;
const LOAD_PROCESSES = Number(env.BENCH_LOAD_PROCESSES ?? 2);
const SOAK = env.BENCH_SOAK === '1';
const SOAK_MS = Number(env.BENCH_SOAK_MINUTES ?? 10) * 60_000;
const CPU_PROF = env.BENCH_CPU_PROF;
const PACE = { messageEveryMs: 10_000, typingMs: 2_000 };
/** After the last message of a window, how long a late one still counts as delivered. */
const DRAIN_MS = 5_000;
const P99_LIMIT_MS = 150;
const GOAL_CHATS = 5_000;
const POSTGRES_URL = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type Step = Readonly<{
  chats: number;
  sent: number;
  lost: number;
  ackFailures: number;
  disconnects: number;
  openFailures: number;
  p50: number;
  p99: number;
  max: number;
  eventsPerSecond: number;
  serverCpu: number;
  serverRssMb: number;
  loadCpu: number;
  machineLoad: number;
  held: boolean;
}>;

/** A server (or two) the generators talk to. */
type Served = Readonly<{
  pids: number[];
  userUrl: string;
  psychicUrl: string;
  stop: () => Promise<void>;
}>;

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function runOn(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function reachable(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch {
    return false;
  }
}

async function redisReachable(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  const ok = await reachable(() => client.connect());
  client.disconnect();
  return ok;
}

/** Resolves with the child's next IPC message that `pick` accepts. */
function nextMessage<T>(
  child: ChildProcess,
  pick: (message: unknown) => T | undefined,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      const picked = pick(message);
      if (picked === undefined) return;
      cleanup();
      resolve(picked);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`child process exited (${String(code)}) before answering`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

async function seedChats(databaseUrl: string, perSet: number, sets: number): Promise<SeededChats> {
  const child = fork(join(HERE, 'capacity-seed.ts'), [], { execArgv: TSX, cwd: SERVER_DIR });
  const seeded = nextMessage(child, (message) => message as SeededChats);
  child.send({ databaseUrl, perSet, sets });
  return seeded;
}

async function startBare(count: 1 | 2): Promise<Served> {
  const key = `bare-relay-${randomBytes(4).toString('hex')}`;
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const child = fork(join(HERE, 'bare-relay.ts'), [], { execArgv: TSX, cwd: SERVER_DIR });
    children.push(child);
    const listening = nextMessage(child, (message) =>
      typeof message === 'object' && message !== null && 'port' in message
        ? Number(message.port)
        : undefined,
    );
    child.send(count === 1 ? {} : { redisUrl: REDIS_URL, redisKey: key });
    urls.push(`http://127.0.0.1:${String(await listening)}`);
  }
  return {
    pids: children.map((child) => child.pid ?? 0),
    userUrl: urls[0] ?? '',
    psychicUrl: urls.at(-1) ?? '',
    stop: async () => {
      await Promise.all(children.map((child) => stopChild(child, 'SIGKILL')));
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`server did not answer /api/health:\n${output()}`);
    const healthy = await reachable(async () => {
      const response = await fetch(`${url}/api/health`);
      if (!response.ok) throw new Error(String(response.status));
    });
    if (healthy) return;
    await sleep(250);
  }
}

/** Where the Lumus servers of this run wrote their logs. */
const logs: string[] = [];

/** The bundle `npm start` runs, one process per instance, on the scratch database. */
async function startLumus(bundle: string, databaseUrl: string, count: 1 | 2): Promise<Served> {
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const port = await findFreePort();
    const profile = CPU_PROF === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`];
    const child = spawn(process.execPath, ['--enable-source-maps', ...profile, bundle], {
      cwd: SERVER_DIR,
      env: {
        PATH: env.PATH,
        NODE_ENV: 'development',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
        DATABASE_URL: databaseUrl,
        ...(count === 2 ? { REDIS_URL } : {}),
        HOST: '127.0.0.1',
        PORT: String(port),
        WEB_DIST_DIR: join(SERVER_DIR, '.no-web-dist'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    // The log is written as in production, to a file the bench names when a step is not held.
    const log = createWriteStream(join(tmpdir(), `lumus-capacity-${String(port)}.log`));
    logs.push(log.path.toString());
    let tail = '';
    const keep = (chunk: Buffer) => {
      log.write(chunk);
      tail = (tail + chunk.toString()).slice(-4_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const url = `http://127.0.0.1:${String(port)}`;
    await waitForHealth(url, child, () => tail);
    urls.push(url);
  }
  return {
    pids: children.map((child) => child.pid ?? 0),
    userUrl: urls[0] ?? '',
    psychicUrl: urls.at(-1) ?? '',
    stop: async () => {
      await Promise.all(children.map((child) => stopChild(child)));
    },
  };
}

type Load = Readonly<{
  children: ChildProcess[];
  open: (chats: readonly LoadChat[]) => Promise<{ failures: number; firstFailure?: string }>;
  measure: (windowMs: number) => Promise<{ report: WindowReport; loadCpu: number }>;
  close: () => Promise<void>;
}>;

let windowIds = 0;

function startLoad(served: Served): Load {
  const children = Array.from({ length: LOAD_PROCESSES }, () =>
    fork(join(HERE, 'chat-load.ts'), [], { execArgv: TSX, cwd: SERVER_DIR }),
  );
  const tell = (child: ChildProcess, message: ToLoad) => child.send(message);
  return {
    children,
    open: async (chats) => {
      const answers = await Promise.all(
        children.map((child, index) => {
          const opened = nextMessage(child, (message) => {
            const m = message as FromLoad;
            return m.type === 'opened' ? m : undefined;
          });
          tell(child, {
            type: 'open',
            socketPath: SOCKET_PATH,
            userUrl: served.userUrl,
            psychicUrl: served.psychicUrl,
            chats: chats.filter((_, at) => at % children.length === index),
            pace: PACE,
          });
          return opened;
        }),
      );
      const failures = answers.reduce((sum, answer) => sum + answer.failures, 0);
      const firstFailure = answers.find((answer) => answer.firstFailure)?.firstFailure;
      return firstFailure === undefined ? { failures } : { failures, firstFailure };
    },
    measure: async (windowMs) => {
      windowIds += 1;
      const id = windowIds;
      const before = children.map((child) => sampleProcess(child.pid ?? 0));
      for (const child of children) tell(child, { type: 'window-start', id });
      await sleep(windowMs);
      const after = children.map((child) => sampleProcess(child.pid ?? 0));
      const reports = await Promise.all(
        children.map((child) => {
          const reported = nextMessage(child, (message) => {
            const m = message as FromLoad;
            return m.type === 'report' && m.report.id === id ? m.report : undefined;
          });
          tell(child, { type: 'window-end', id, drainMs: DRAIN_MS });
          return reported;
        }),
      );
      const report: WindowReport = {
        id,
        sent: reports.reduce((sum, r) => sum + r.sent, 0),
        delivered: reports.reduce((sum, r) => sum + r.delivered, 0),
        latencies: reports.flatMap((r) => r.latencies),
        ackFailures: reports.reduce((sum, r) => sum + r.ackFailures, 0),
        disconnects: reports.reduce((sum, r) => sum + r.disconnects, 0),
        otherEvents: reports.reduce((sum, r) => sum + r.otherEvents, 0),
      };
      const loadCpu = before.reduce((sum, from, i) => {
        const to = after[i];
        return to === undefined ? sum : sum + cpuPercent(from, to);
      }, 0);
      return { report, loadCpu };
    },
    close: async () => {
      for (const child of children) tell(child, { type: 'close' });
      await Promise.all(children.map((child) => stopChild(child, 'SIGKILL')));
    },
  };
}

function samples(pids: readonly number[]): ProcessSample[] {
  return pids.map(sampleProcess);
}

function summarise(
  chats: number,
  report: WindowReport,
  openFailures: number,
  server: { before: ProcessSample[]; after: ProcessSample[] },
  loadCpu: number,
  windowMs: number,
): Step {
  const sorted = [...report.latencies].sort((a, b) => a - b);
  const lost = report.sent - report.delivered;
  const p99 = quantile(sorted, 0.99);
  return {
    chats,
    sent: report.sent,
    lost,
    ackFailures: report.ackFailures,
    disconnects: report.disconnects,
    openFailures,
    p50: quantile(sorted, 0.5),
    p99,
    max: sorted.at(-1) ?? 0,
    eventsPerSecond: ((report.sent + report.otherEvents) * 1000) / windowMs,
    serverCpu: server.before.reduce((sum, from, i) => {
      const to = server.after[i];
      return to === undefined ? sum : sum + cpuPercent(from, to);
    }, 0),
    serverRssMb: server.after.reduce((sum, sample) => sum + sample.rssMb, 0),
    loadCpu,
    machineLoad: loadavg()[0] ?? 0,
    held:
      report.sent > 0 &&
      p99 <= P99_LIMIT_MS &&
      lost === 0 &&
      report.ackFailures === 0 &&
      openFailures === 0,
  };
}

function showStep(label: string, step: Step): void {
  const ms = (value: number) => value.toFixed(1).padStart(7);
  console.log(
    `  ${label.padEnd(6)} ${String(step.chats).padStart(5)} chats  p50 ${ms(step.p50)} ms  p99 ${ms(step.p99)} ms  max ${ms(step.max)} ms  ${String(step.sent).padStart(6)} msgs  lost ${String(step.lost).padStart(4)}  ack failures ${String(step.ackFailures)}  drops ${String(step.disconnects)}  ${step.eventsPerSecond.toFixed(0).padStart(5)} ev/s  server ${step.serverCpu.toFixed(0).padStart(3)}% CPU ${step.serverRssMb.toFixed(0).padStart(5)} MB  load gen ${step.loadCpu.toFixed(0).padStart(3)}%  machine load ${step.machineLoad.toFixed(1)}  ${step.held ? 'held' : 'NOT HELD'}`,
  );
}

/**
 * Opens chats up to each level in turn and measures a window at each; with `stopOnMiss`, stops
 * after the first step not held.
 */
async function ramp(
  label: string,
  served: Served,
  chats: readonly LoadChat[],
  stopOnMiss: boolean,
): Promise<Step[]> {
  const load = startLoad(served);
  const steps: Step[] = [];
  let opened = 0;
  try {
    for (const level of LEVELS) {
      const { failures, firstFailure } = await load.open(chats.slice(opened, level));
      opened = level;
      if (firstFailure !== undefined)
        console.log(`  ${label}: ${String(failures)} chats not opened: ${firstFailure}`);
      // One message interval, so every side opened in this step is writing before the window.
      await sleep(PACE.messageEveryMs);
      const before = samples(served.pids);
      const { report, loadCpu } = await load.measure(WINDOW_MS);
      const step = summarise(
        level,
        report,
        failures,
        { before, after: samples(served.pids) },
        loadCpu,
        WINDOW_MS,
      );
      showStep(label, step);
      steps.push(step);
      if (stopOnMiss && !step.held) break;
    }
  } finally {
    await load.close();
  }
  return steps;
}

type SoakResult = Readonly<{
  chats: number;
  rssAfterFirstMinute: number;
  rssAtEnd: number;
  worstP99: number;
  lost: number;
  ackFailures: number;
}>;

/** One instance at `chats` for SOAK_MS, a window a minute; RSS after the first minute and at the end. */
async function soak(served: Served, chats: readonly LoadChat[]): Promise<SoakResult> {
  const load = startLoad(served);
  const pid = served.pids[0] ?? 0;
  try {
    const { failures, firstFailure } = await load.open(chats);
    if (firstFailure !== undefined)
      console.log(`  soak: ${String(failures)} chats not opened: ${firstFailure}`);
    const minutes = Math.max(1, Math.round(SOAK_MS / 60_000));
    let rssAfterFirstMinute = 0;
    let worstP99 = 0;
    let lost = 0;
    let ackFailures = 0;
    for (let minute = 1; minute <= minutes; minute += 1) {
      const before = samples(served.pids);
      // The window is the minute less the drain, so the minutes follow each other.
      const { report, loadCpu } = await load.measure(60_000 - DRAIN_MS);
      const step = summarise(
        chats.length,
        report,
        failures,
        { before, after: samples(served.pids) },
        loadCpu,
        60_000 - DRAIN_MS,
      );
      showStep(`min ${String(minute)}`, step);
      if (minute === 1) rssAfterFirstMinute = sampleProcess(pid).rssMb;
      worstP99 = Math.max(worstP99, step.p99);
      lost += step.lost;
      ackFailures += step.ackFailures;
    }
    return {
      chats: chats.length,
      rssAfterFirstMinute,
      rssAtEnd: sampleProcess(pid).rssMb,
      worstP99,
      lost,
      ackFailures,
    };
  } finally {
    await load.close();
  }
}

function largestHeld(steps: readonly Step[]): number {
  let held = 0;
  for (const step of steps) {
    if (!step.held) break;
    held = step.chats;
  }
  return held;
}

function verdict(met: boolean): string {
  return met ? 'met' : 'NOT MET';
}

/** What one topology (one instance, or two with Redis) printed and held. */
type TopologyResult = Readonly<{ label: string; bare: Step[]; lumus: Step[] }>;

async function topology(
  label: string,
  count: 1 | 2,
  bundle: string,
  databaseUrl: string,
  chats: readonly LoadChat[],
): Promise<TopologyResult> {
  console.log(`\n${label}`);
  const bareServed = await startBare(count);
  const bare = await ramp('bare', bareServed, chats, false).finally(() => bareServed.stop());
  // The same chats again for Lumus: the bare relay stored nothing of them.
  const lumusServed = await startLumus(bundle, databaseUrl, count);
  const lumus = await ramp('lumus', lumusServed, chats, true).finally(() => lumusServed.stop());
  return { label, bare, lumus };
}

function ulimitFiles(): number {
  const text = execSync('ulimit -n', { shell: '/bin/sh', encoding: 'utf8' }).trim();
  return text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text);
}

async function main(): Promise<void> {
  const maxLevel = Math.max(...LEVELS);
  console.log(
    `Chat capacity: ${LEVELS.join(', ')} chats, each side a message every ${String(PACE.messageEveryMs / 1000)} s with typing and receipts, ${String(WINDOW_MS / 1000)} s windows, ${String(LOAD_PROCESSES)} load processes, Node ${process.version}, ${String(cpus().length)} cores, load ${(loadavg()[0] ?? 0).toFixed(1)}`,
  );
  const files = ulimitFiles();
  // Each chat is two sockets on the server (and two in the generators): one file each.
  if (files < 2 * maxLevel + 1_000) {
    console.log(
      `  ulimit -n is ${String(files)}: too few open files for ${String(maxLevel)} chats; raise it.`,
    );
  }
  if (!(await reachable(() => runOn(POSTGRES_URL, 'select 1')))) {
    console.log('  skipped: no PostgreSQL at DATABASE_URL or 127.0.0.1:5432');
    return;
  }
  const withRedis = await redisReachable(REDIS_URL);
  const soakChats = Number(env.BENCH_SOAK_CHATS ?? 0);
  const perSet = Math.max(maxLevel, soakChats);
  const sets = 1 + (withRedis ? 1 : 0) + (SOAK ? 1 : 0);

  const name = `lumus_capacity_${randomBytes(5).toString('hex')}`;
  await runOn(POSTGRES_URL, `create database ${name}`);
  const scratchUrl = new URL(POSTGRES_URL);
  scratchUrl.pathname = `/${name}`;
  const databaseUrl = scratchUrl.toString();
  const bundleDir = join(SERVER_DIR, 'dist-test', `capacity-${randomBytes(4).toString('hex')}`);
  try {
    const started = performance.now();
    await buildServer(bundleDir);
    const bundle = join(bundleDir, 'server.js');
    const seeded = await seedChats(databaseUrl, perSet, sets);
    console.log(
      `  seeded ${String(perSet * sets)} live chats (${String(2 * perSet * sets)} accounts) in ${((performance.now() - started) / 1000).toFixed(0)} s, bundle built`,
    );
    const [oneSet, twoSet, soakSet] = [
      seeded.sets[0] ?? [],
      seeded.sets[1] ?? [],
      seeded.sets.at(-1) ?? [],
    ];

    const results: TopologyResult[] = [];
    results.push(await topology('One instance (PostgreSQL)', 1, bundle, databaseUrl, oneSet));
    if (withRedis) {
      results.push(
        await topology(
          'Two instances with Redis (users on one, psychics on the other)',
          2,
          bundle,
          databaseUrl,
          twoSet,
        ),
      );
    } else {
      console.log('\nTwo instances with Redis: skipped (no Redis at REDIS_URL or 127.0.0.1:6379)');
    }

    let soakResult: SoakResult | undefined;
    if (SOAK) {
      const chats =
        soakChats > 0 ? soakChats : Math.max(LEVELS[0] ?? 0, largestHeld(results[0]?.lumus ?? []));
      console.log(`\nSoak: one instance, ${String(chats)} chats, ${String(SOAK_MS / 60_000)} min`);
      const served = await startLumus(bundle, databaseUrl, 1);
      soakResult = await soak(served, soakSet.slice(0, chats)).finally(() => served.stop());
    }

    console.log(`\nGoals (p99 delivery <= ${String(P99_LIMIT_MS)} ms, 0 lost)`);
    for (const result of results) {
      const held = largestHeld(result.lumus);
      const bareHeld = largestHeld(result.bare);
      const tried = maxLevel >= GOAL_CHATS;
      console.log(
        `  ${result.label}: largest held ${String(held)} chats (bare relay ${String(bareHeld)} of ${String(maxLevel)} tried); ${String(GOAL_CHATS)} chats: ${tried ? verdict(held >= GOAL_CHATS) : 'not tried in this ramp (BENCH_CAPACITY=full)'}`,
      );
    }
    if (soakResult !== undefined) {
      const growth =
        (soakResult.rssAtEnd - soakResult.rssAfterFirstMinute) / soakResult.rssAfterFirstMinute;
      console.log(
        `  Soak ${String(soakResult.chats)} chats: RSS ${soakResult.rssAfterFirstMinute.toFixed(0)} MB after the first minute, ${soakResult.rssAtEnd.toFixed(0)} MB at the end (${(100 * growth).toFixed(1)}%): within 10% ${verdict(Math.abs(growth) <= 0.1)}; worst minute p99 ${soakResult.worstP99.toFixed(1)} ms, ${String(soakResult.lost)} lost, ${String(soakResult.ackFailures)} ack failures`,
      );
    } else {
      console.log('  Soak: not run (BENCH_SOAK=1)');
    }
    console.log(`  Lumus server logs: ${logs.join(', ')}`);
  } finally {
    rmSync(bundleDir, { recursive: true, force: true });
    await runOn(POSTGRES_URL, `drop database if exists ${name} with (force)`);
  }
}

await main();
