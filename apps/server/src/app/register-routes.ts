import type { FastifyInstance } from 'fastify';
import { registerCatalogueRoutes } from '../features/catalogue/catalogue-routes';
import { registerCatalogueDevTools } from '../features/catalogue/dev-status-routes';
import { registerCompatibilityRoutes } from '../features/compatibility/compatibility-routes';
import { registerExperimentRoutes } from '../features/experiments/experiments-routes';
import { registerHealthRoutes } from '../features/health/health-routes';
import { placeIndex } from '../features/places/place-index';
import { registerPlaceRoutes } from '../features/places/place-routes';
import { registerIpLookupRoutes } from '../features/site/ip-lookup-routes';
import { registerStaticValueRoutes } from '../features/static-values/static-values-routes';
import type { DatabaseHandle } from '../lib/db/database';
import type { Realtime } from '../lib/realtime/realtime';
import { SERVER_VERSION } from '../lib/version';

export type RouteDeps = Readonly<{
  database: DatabaseHandle;
  realtime: Pick<Realtime, 'kind' | 'io'>;
  clock: () => Date;
  /** Development helpers (e.g. the dev status route) exist unless this is 'production'. */
  nodeEnv?: 'development' | 'production' | 'test';
  /** DEMO_PRESENCE: flip demo consultants' statuses every 20 s (ignored in production). */
  demoPresence?: boolean;
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
  registerCatalogueRoutes(app, { db, io: deps.realtime.io });
  registerCompatibilityRoutes(app, { clock: deps.clock });
  registerPlaceRoutes(app, { places: placeIndex });
  registerExperimentRoutes(app, { db, clock: deps.clock });
  registerIpLookupRoutes(app);
  if (deps.nodeEnv !== 'production') {
    registerCatalogueDevTools(app, {
      db,
      io: deps.realtime.io,
      clock: deps.clock,
      demoPresence: deps.demoPresence === true,
    });
  }
}
