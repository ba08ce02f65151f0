import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { warmUpServerRender } from './features/site/server-render';
import { seedStepsFor } from './app/seed-steps';
import { type Config, ConfigError, readConfig } from './config';
import { openPlaceIndex } from './features/places/place-index';
import { runSeed } from './features/seed/run-seed';
import type { DatabaseHandle } from './lib/db/database';
import { openDatabase } from './lib/db/open-database';
import { createRealtime, type Realtime } from './lib/realtime/realtime';
import { StartupError } from './lib/startup-error';
import { probePort } from './lib/http/probe-port';
import { PGLITE_TEMPLATE_DIR, PLACE_INDEX_FILE } from './build-outputs';

/** What `npm run build` made beside the bundle (build-server.ts); absent under `npm run dev`. */
function besideBundle(name: string): string {
  return fileURLToPath(new URL(name, import.meta.url));
}

type Running = { database?: DatabaseHandle; realtime?: Realtime; app?: FastifyInstance };

/**
 * Stop the sweeper, stop accepting (Socket.IO closes the listener), finish requests, then flush the
 * database. The sweeper goes first: a pass still running after Socket.IO and Redis closed ended a
 * chat and broadcast the psychic's status over the closed Redis connection, which crashed the
 * process on SIGTERM (seen at the end of a capacity bench soak).
 */
async function stop(running: Running): Promise<void> {
  await running.app?.chatSweeper.stop().catch(() => undefined);
  await running.realtime?.close().catch(() => undefined);
  await running.app?.close().catch(() => undefined);
  await running.database?.close();
}

function describeListenError(error: unknown, config: Config): string | undefined {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (code === 'EADDRINUSE') return `Port ${config.port} on ${config.host} is already in use.`;
  if (code === 'EACCES') return `Not allowed to listen on port ${config.port} on ${config.host}.`;
  if (code === 'EADDRNOTAVAIL') return `HOST ${config.host} is not an address of this machine.`;
  return undefined;
}

/** The one readable line for a listen error we know, the error itself otherwise. */
function listenFailure(error: unknown, config: Config): unknown {
  const message = describeListenError(error, config);
  return message === undefined ? error : new StartupError(message);
}

/**
 * Redis and the port first: each fails in a second, so a wrong REDIS_URL or a taken port is
 * reported before (not after) the database is opened, migrated and seeded.
 */
async function start(config: Config, running: Running): Promise<void> {
  running.realtime = await createRealtime(
    config.redisUrl === undefined
      ? { redisUrl: undefined }
      : {
          redisUrl: config.redisUrl,
          redisPrefix: config.redisPrefix,
          onRedisError: (error) =>
            running.app?.log.warn({ err: error }, 'redis connection problem'),
        },
  );
  // What is wrong with the address is known before the database work, not after it.
  try {
    await probePort(config.host, config.port);
  } catch (error) {
    throw listenFailure(error, config);
  }
  running.database = await openDatabase({
    ...config,
    pgliteTemplate: besideBundle(PGLITE_TEMPLATE_DIR),
  });
  await running.database.migrate();
  await runSeed(running.database.db, seedStepsFor(config.demoData));
  running.app = await buildApp({
    config,
    database: running.database,
    realtime: running.realtime,
    clock: () => new Date(),
    nodeEnv: config.nodeEnv,
    demoPresence: config.demoPresence,
    logger: { level: config.logLevel },
  });
  running.realtime.attach(running.app.server);
  // The birth-place index is opened at start rather than on the first keystroke: from the file
  // `npm run build` wrote beside this bundle, else built from the GeoNames data.
  const indexStarted = performance.now();
  const { index: places, fromFile } = openPlaceIndex(besideBundle(PLACE_INDEX_FILE));
  running.app.log.info(
    {
      places: places.size,
      keys: places.keyCount,
      fromFile,
      ms: Math.round(performance.now() - indexStarted),
      heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1e6),
    },
    'place search index ready',
  );
  try {
    // Fastify logs this line once per address it listens on (one for a specific HOST).
    await running.app.listen({
      port: config.port,
      host: config.host,
      listenTextResolver: (address) => `Lumus listening on ${address}`,
    });
  } catch (error) {
    throw listenFailure(error, config);
  }
  running.app.chatSweeper.start();
  // The render module is loaded and the landing pages rendered once now, after listening, so
  // that health checks, API calls and socket reconnects are answered meanwhile; a page asked for
  // meanwhile waits for it (server-render.ts).
  const app = running.app;
  const warmUpStarted = performance.now();
  warmUpServerRender(app).then(
    () => {
      app.log.info(
        { ms: Math.round(performance.now() - warmUpStarted) },
        'landing pages rendered once',
      );
    },
    (error: unknown) => {
      app.log.warn({ err: error }, 'server render warm-up failed');
    },
  );
}

function onShutdownSignal(running: Running): void {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    running.app?.log.info(`${signal} received, shutting down`);
    stop(running).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

async function main(): Promise<void> {
  const running: Running = {};
  try {
    onShutdownSignal(running);
    await start(readConfig(), running);
  } catch (error) {
    // Known problems are one readable line for the operator; unknown ones still skip the stack.
    const known = error instanceof ConfigError || error instanceof StartupError;
    const message = error instanceof Error ? error.message : String(error);
    console.error(known ? message : `Could not start Lumus: ${message}`);
    await stop(running).catch(() => undefined);
    process.exit(1);
  }
}

await main();
