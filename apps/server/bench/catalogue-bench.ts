/**
 * Catalogue list benchmark (run with tsx; not part of any test run):
 *   npx tsx apps/server/bench/catalogue-bench.ts [durationSeconds=5] [concurrency=16]
 *
 * Builds the real app on in-memory PGlite with the demo seed, listens on a free local port and
 * drives the list endpoint with a keep-alive load generator, next to a bare Fastify route measured
 * the same way in the same run. Then checks status freshness: how long after a status change the
 * list (and a socket.io subscriber) shows it.
 */
import type { AddressInfo } from 'node:net';
import {
  consultantStatusEventSchema,
  type CatalogueClientToServerEvents,
  type CatalogueServerToClientEvents,
} from '@lumus/contract/realtime/catalogue-events';
import Fastify, { type FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../src/app';
import { SEED_STEPS } from '../src/app/seed-steps';
import { loadConfig, REPO_ROOT } from '../src/config';
import { setConsultantStatus } from '../src/features/catalogue/consultant-status';
import { runSeed } from '../src/features/seed/run-seed';
import { openPglite } from '../src/lib/db/open-pglite';
import { createRealtime, SOCKET_PATH } from '../src/lib/realtime/realtime';
import { consultantListCall } from '@lumus/contract/catalogue/consultant-list';
import { keepAliveLoad } from './catalogue/keep-alive-load';
import type { LoadResult } from './catalogue/load-result';

const DURATION_MS = Number(process.argv[2] ?? 5) * 1000;
const CONCURRENCY = Number(process.argv[3] ?? 16);
const FRESHNESS_LIMIT_MS = 2_000;

/** The keep-alive loops against this process's own server on `port`. */
function load(port: number, paths: readonly string[]): Promise<LoadResult> {
  return keepAliveLoad(`http://127.0.0.1:${String(port)}`, paths, DURATION_MS, CONCURRENCY);
}

function portOf(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}

function show(name: string, result: LoadResult): void {
  console.log(
    `${name.padEnd(34)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${result.p50.toFixed(2).padStart(6)} ms   p99 ${result.p99.toFixed(2).padStart(6)} ms   (${result.requests} requests, ${result.errors} errors)`,
  );
}

const database = await openPglite(undefined);
await database.migrate();
await runSeed(database.db, SEED_STEPS);
const realtime = await createRealtime({ redisUrl: undefined });
const app = await buildApp({
  config: {
    ...loadConfig({ NODE_ENV: 'test' }),
    trustProxy: false,
    webDistDir: `${REPO_ROOT}/apps/server/.no-web-dist`,
    publicUrl: undefined,
  },
  database,
  realtime,
  clock: () => new Date(),
  nodeEnv: 'test',
  logger: false,
});
realtime.attach(app.server);
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
bare.get('/bare', (_request, reply) => reply.send({ status: 'success' }));
await bare.listen({ port: 0, host: '127.0.0.1' });

console.log(
  `Catalogue list benchmark: ${DURATION_MS / 1000} s per run, ${CONCURRENCY} concurrent keep-alive loops, PGlite in memory, Node ${process.version}\n`,
);

const listPaths = [`${consultantListCall.path}?pageSize=20`];
const mixedPaths = [
  `${consultantListCall.path}?pageSize=20`,
  `${consultantListCall.path}?category=tarot&sort=price_asc&pageSize=20`,
  `${consultantListCall.path}?language=de&onlineOnly=true&pageSize=20`,
  `${consultantListCall.path}?search=sha&sort=rating&pageSize=12`,
  `${consultantListCall.path}?page=2&pageSize=12&sort=experience`,
];

// Warm-up: JIT, the first PGlite query plans, connection set-up.
await load(portOf(bare), ['/bare']);
await load(portOf(app), listPaths);

const bareResult = await load(portOf(bare), ['/bare']);
const listResult = await load(portOf(app), listPaths);
const mixedResult = await load(portOf(app), mixedPaths);
show('bare Fastify GET /bare', bareResult);
show('list (first page, recommended)', listResult);
show('list (5 filter/sort/page mixes)', mixedResult);
console.log(
  `\nratio list / bare, load from this process: ${(listResult.rps / bareResult.rps).toFixed(2)} (mixed ${(mixedResult.rps / bareResult.rps).toFixed(2)}); issue 19's goal is measured from a separate process by catalogue/catalogue-process-bench.ts`,
);

// Freshness: change a status, then time until the list and a subscribed socket show it.
const origin = `http://127.0.0.1:${portOf(app)}`;
const socket: Socket<CatalogueServerToClientEvents, CatalogueClientToServerEvents> = connect(
  origin,
  {
    path: SOCKET_PATH,
    transports: ['websocket'],
  },
);
await new Promise<void>((resolve) => {
  socket.emit('catalogue:subscribe', () => {
    resolve();
  });
});

async function listStatus(slug: string): Promise<string | undefined> {
  const response = await fetch(
    `${origin}${consultantListCall.path}?search=${slug.split('-')[0] ?? ''}&pageSize=50`,
  );
  const data = consultantListCall.response.parse(await response.json()).data;
  return data.items.find((item) => item.slug === slug)?.status;
}

const statuses = ['offline', 'online', 'busy', 'online', 'offline'] as const;
let worstList = 0;
let worstPush = 0;
for (const status of statuses) {
  const pushed = new Promise<number>((resolve) => {
    const listener = (payload: unknown) => {
      const event = consultantStatusEventSchema.parse(payload);
      if (event.slug !== 'meera-iyer' || event.status !== status) return;
      socket.off('consultant:status', listener);
      resolve(performance.now());
    };
    socket.on('consultant:status', listener);
  });
  // Background load, so freshness is measured on a busy server.
  const background = load(portOf(app), mixedPaths.slice(0, 2));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const changed = performance.now();
  await setConsultantStatus(
    { db: database.db, io: realtime.io, clock: () => new Date() },
    { slug: 'meera-iyer' },
    status,
  );
  let seenAt = Number.POSITIVE_INFINITY;
  while (performance.now() - changed < 10_000) {
    if ((await listStatus('meera-iyer')) === status) {
      seenAt = performance.now();
      break;
    }
  }
  worstList = Math.max(worstList, seenAt - changed);
  worstPush = Math.max(worstPush, (await pushed) - changed);
  await background;
}
console.log(
  `status freshness over ${statuses.length} changes under load: list ${worstList.toFixed(1)} ms, socket push ${worstPush.toFixed(1)} ms (limit ${FRESHNESS_LIMIT_MS} ms) -> ${worstList <= FRESHNESS_LIMIT_MS ? 'ok' : 'TOO STALE'}`,
);

socket.disconnect();
await realtime.close();
await app.close();
await bare.close();
await database.close();
