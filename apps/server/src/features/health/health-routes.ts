import { type DatabaseKind, healthCall } from '@lumus/contract/health';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { readMigrationStatus } from '../../lib/db/migration-status';
import type { RealtimeKind } from '../../lib/realtime/realtime';
import { registerCall } from '../../lib/http/register-call';

export type HealthDeps = Readonly<{
  db: Database;
  databaseKind: DatabaseKind;
  realtimeKind: RealtimeKind;
  version: string;
  clock: () => Date;
}>;

export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  const startedAt = deps.clock().getTime();
  registerCall(app, healthCall, async () => ({
    database: deps.databaseKind,
    migrations: await readMigrationStatus(deps.db),
    realtime: deps.realtimeKind,
    version: deps.version,
    uptimeSeconds: Math.max(0, (deps.clock().getTime() - startedAt) / 1000),
  }));
}
