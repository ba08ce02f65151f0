import type { FastifyInstance } from 'fastify';
import { registerHealthRoutes } from '../features/health/health-routes';
import { registerStaticValueRoutes } from '../features/static-values/static-values-routes';
import type { DatabaseHandle } from '../lib/db/database';
import type { Realtime } from '../lib/realtime/realtime';
import { SERVER_VERSION } from '../lib/version';

export type RouteDeps = Readonly<{
  database: DatabaseHandle;
  realtime: Pick<Realtime, 'kind' | 'io'>;
  clock: () => Date;
}>;

/** Every feature's HTTP calls. Features add their `register...Routes` here. */
export function registerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, kind } = deps.database;
  registerHealthRoutes(app, {
    db,
    databaseKind: kind,
    realtimeKind: deps.realtime.kind,
    version: SERVER_VERSION,
    clock: deps.clock,
  });
  registerStaticValueRoutes(app, { db });
}
