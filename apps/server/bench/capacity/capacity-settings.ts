/**
 * The capacity bench's knobs (environment variables, documented in `capacity-bench.ts`) and the
 * fixed pace and limits every part of the run measures against.
 */
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/config';

export const SERVER_DIR = join(REPO_ROOT, 'apps/server');
export const HERE = join(SERVER_DIR, 'bench/capacity');
export const TSX = ['--import', 'tsx'];

const env = process.env;
const FULL = env.BENCH_CAPACITY === 'full';
export const LEVELS = (env.BENCH_LEVELS ?? (FULL ? '500,1000,2000,3000,5000' : '500,1000'))
  .split(',')
  .map(Number);
export const WINDOW_MS = Number(env.BENCH_WINDOW_SECONDS ?? (FULL ? 60 : 10)) * 1000;
export const LOAD_PROCESSES = Number(env.BENCH_LOAD_PROCESSES ?? 2);
export const SOAK = env.BENCH_SOAK === '1';
export const SOAK_MS = Number(env.BENCH_SOAK_MINUTES ?? 10) * 60_000;
export const SOAK_CHATS = Number(env.BENCH_SOAK_CHATS ?? 0);
export const CPU_PROF = env.BENCH_CPU_PROF;
export const HEAP_SNAPSHOT = env.BENCH_HEAP_SNAPSHOT;
/** Measure every level even after one is not held (a level may repeat: `3000,3000`). */
export const KEEP_GOING = env.BENCH_KEEP_GOING === '1' || HEAP_SNAPSHOT !== undefined;
/** More Node flags for the Lumus servers, e.g. `--trace-gc` (their log gets the output). */
export const SERVER_NODE_ARGS = (env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** More Node flags for the load generators, e.g. `--trace-gc` (their output is the bench's). */
export const LOAD_NODE_ARGS = (env.BENCH_LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** More environment for the Lumus servers, e.g. `CHAT_SWEEP_INTERVAL_MS=5000 LOG_LEVEL=warn`. */
export const SERVER_ENV: Record<string, string> = Object.fromEntries(
  (env.BENCH_SERVER_ENV ?? '')
    .split(' ')
    .map((pair) => [pair, pair.indexOf('=')] as const)
    .filter(([, at]) => at > 0)
    .map(([pair, at]) => [pair.slice(0, at), pair.slice(at + 1)]),
);
/** Leave out the bare relay's ramp (its baseline), for a quicker look at Lumus alone. */
export const SKIP_BARE = env.BENCH_SKIP_BARE === '1';
export const PACE = { messageEveryMs: 10_000, typingMs: 2_000 };
/** After the last message of a window, how long a late one still counts as delivered. */
export const DRAIN_MS = 5_000;
export const P99_LIMIT_MS = 150;
export const GOAL_CHATS = 5_000;
export const POSTGRES_URL = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
