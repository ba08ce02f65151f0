import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { warmUpServerRender } from './features/site/server-render';
import { seedStepsFor } from './app/seed-steps';
import { type Config, ConfigError, readConfig } from './config';
import { placeIndex } from './features/places/place-index';
import { runSeed } from './features/seed/run-seed';
import type { DatabaseHandle } from './lib/db/database';
import { openDatabase } from './lib/db/open-database';
import { createRealtime, type Realtime } from './lib/realtime/realtime';
import { StartupError } from './lib/startup-error';

type Running = { database?: DatabaseHandle; realtime?: Realtime; app?: FastifyInstance };

/** Stop accepting (Socket.IO closes the listener), finish requests, then flush the database. */
async function stop(running: Running): Promise<void> {
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

async function start(config: Config, running: Running): Promise<void> {
  running.database = await openDatabase(config);
  await running.database.migrate();
  await runSeed(running.database.db, seedStepsFor(config.demoData));
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
  // The birth-place index is built once per process, at start rather than on the first keystroke.
  const indexStarted = performance.now();
  const places = placeIndex();
  running.app.log.info(
    {
      places: places.size,
      keys: places.keyCount,
      ms: Math.round(performance.now() - indexStarted),
      heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1e6),
    },
    'place search index ready',
  );
  const warmUpStarted = performance.now();
  await warmUpServerRender(running.app);
  running.app.log.info(
    { ms: Math.round(performance.now() - warmUpStarted) },
    'landing pages rendered once',
  );
  try {
    // Fastify logs this line once per address it listens on (one for a specific HOST).
    await running.app.listen({
      port: config.port,
      host: config.host,
      listenTextResolver: (address) => `Lumus listening on ${address}`,
    });
  } catch (error) {
    const message = describeListenError(error, config);
    throw message === undefined ? error : new StartupError(message);
  }
  running.app.chatSweeper.start();
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
