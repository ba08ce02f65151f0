/**
 * The runtime benchmark's arguments (documented in `runtime-bench.ts`), the bundle it measures and
 * the goals of issue 19 it reports against.
 */
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/config';

export const STARTS_ONLY = process.argv[2] === 'starts';
export const IDLE_SECONDS = STARTS_ONLY ? 0 : Number(process.argv[2] ?? 15);
export const CHAT_SECONDS = Number(process.argv[3] ?? 15);
export const SERVER_DIR = join(REPO_ROOT, 'apps/server');
export const BUNDLE = join(SERVER_DIR, 'dist/server.js');
export const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const GOALS = {
  firstStartSeconds: 8,
  secondStartSeconds: 3,
  embeddedIdleMb: 350,
  embeddedInUseMb: 450,
  postgresIdleMb: 200,
};
