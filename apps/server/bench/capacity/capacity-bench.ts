/**
 * Chat capacity bench (run with tsx; part of `npm run bench`, never of a test run):
 *   npx tsx apps/server/bench/capacity/capacity-bench.ts               short ramp (a few minutes)
 *   BENCH_CAPACITY=full npx tsx apps/server/bench/capacity/capacity-bench.ts     500 … 5,000 chats
 *   BENCH_SOAK=1 npx tsx apps/server/bench/capacity/capacity-bench.ts    adds the 10-minute soak
 * Knobs: BENCH_LEVELS=500,1000 (chats per step), BENCH_WINDOW_SECONDS, BENCH_LOAD_PROCESSES,
 * BENCH_SOAK_MINUTES, BENCH_SOAK_CHATS, BENCH_CPU_PROF=<dir> (profile the Lumus servers),
 * BENCH_HEAP_SNAPSHOT=<dir> (heap snapshots of the Lumus servers before and after each window),
 * BENCH_SERVER_NODE_ARGS (more Node flags for the Lumus servers, e.g. --trace-gc),
 * BENCH_LOAD_NODE_ARGS (the same for the load generators),
 * BENCH_SERVER_ENV (more environment for them, e.g. "CHAT_SWEEP_INTERVAL_MS=5000"),
 * BENCH_SKIP_BARE=1 (no bare relay ramp: a quicker look at Lumus alone, with no baseline),
 * BENCH_KEEP_GOING=1 (every level is measured, even after one not held; a run with heap snapshots
 * always does, since the snapshots' stalls make its latencies meaningless).
 * PostgreSQL: the server of DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; a
 * scratch database is created there and dropped at the end. Redis: REDIS_URL, else
 * redis://127.0.0.1:6379; without one the two-instance part is skipped.
 *
 * Chats at human pace: each side writes one message every 10 s ("typing" 2 s before; the message
 * ends it, as on the chat page), the other side answers each message with a read receipt (which
 * marks it delivered too, as a visible chat page does). Every
 * socket is opened by load generators in their own processes (`chat-load.ts`); the server is
 * the bundle `npm start` runs, in its own process, on PostgreSQL, logging at info. The ramp adds
 * chats step by step and measures each step over a window once every side is writing; it stops
 * at the first step whose delivery p99 is over 150 ms or that lost a message. The baseline is a
 * bare Socket.IO relay (`bare-relay.ts`) driven by the same generators at the same pace and scale,
 * in the same run. Then the same with two instances and Redis: users' sockets on one instance,
 * psychics' on the other.
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../scripts/build-server';
import { reachable } from './child-processes';
import { type TopologyResult, topology } from './capacity-ramp';
import { logs, startLumus } from './capacity-servers';
import {
  GOAL_CHATS,
  LEVELS,
  LOAD_PROCESSES,
  P99_LIMIT_MS,
  PACE,
  POSTGRES_URL,
  REDIS_URL,
  SERVER_DIR,
  SKIP_BARE,
  SOAK,
  SOAK_CHATS,
  SOAK_MS,
  WINDOW_MS,
} from './capacity-settings';
import { type SoakResult, soak } from './capacity-soak';
import { largestHeld } from './capacity-steps';
import { redisReachable, runOn, seedChats } from './capacity-stores';

function verdict(met: boolean): string {
  return met ? 'met' : 'NOT MET';
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
  const perSet = Math.max(maxLevel, SOAK_CHATS);
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
        SOAK_CHATS > 0
          ? SOAK_CHATS
          : Math.max(LEVELS[0] ?? 0, largestHeld(results[0]?.lumus ?? []));
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
        `  ${result.label}: largest held ${String(held)} chats (${SKIP_BARE ? 'bare relay skipped' : `bare relay ${String(bareHeld)} of ${String(maxLevel)} tried`}); ${String(GOAL_CHATS)} chats: ${tried ? verdict(held >= GOAL_CHATS) : 'not tried in this ramp (BENCH_CAPACITY=full)'}`,
      );
    }
    if (soakResult !== undefined) {
      const growth =
        (soakResult.rssAtEnd - soakResult.rssAfterFirstMinute) / soakResult.rssAfterFirstMinute;
      console.log(
        `  Soak ${String(soakResult.chats)} chats: RSS ${soakResult.rssAfterFirstMinute.toFixed(0)} MB after the first minute, ${soakResult.rssAtEnd.toFixed(0)} MB at the end (${(100 * growth).toFixed(1)}%): within 10% ${verdict(Math.abs(growth) <= 0.1)}; p99 ${soakResult.p99.toFixed(1)} ms over the whole soak, ${String(soakResult.minutesHeld)} of ${String(soakResult.minutes)} minutes within ${String(P99_LIMIT_MS)} ms (worst minute ${soakResult.worstP99.toFixed(1)} ms), ${String(soakResult.lost)} lost, ${String(soakResult.ackFailures)} ack failures`,
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
