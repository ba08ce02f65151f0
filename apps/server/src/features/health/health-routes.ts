import { type DatabaseKind, healthResponseSchema } from '@lumus/contract/health';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { readMigrationStatus } from '../../lib/db/migration-status';
import { defineCall } from '../../lib/http/define-call';
import type { RealtimeKind } from '../../lib/realtime/realtime';

export const HEALTH_PATH = '/api/health';

export type HealthDeps = Readonly<{
  db: Database;
  databaseKind: DatabaseKind;
  realtimeKind: RealtimeKind;
  version: string;
  clock: () => Date;
}>;

export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  const startedAt = deps.clock().getTime();
  defineCall(app, {
    method: 'GET',
    url: HEALTH_PATH,
    summary: 'Liveness and what this instance runs on',
    input: z.object({}),
    output: healthResponseSchema,
  }).handle(async () => ({
    status: 'success',
    data: {
      database: deps.databaseKind,
      migrations: await readMigrationStatus(deps.db),
      realtime: deps.realtimeKind,
      version: deps.version,
      uptimeSeconds: Math.max(0, (deps.clock().getTime() - startedAt) / 1000),
    },
  }));
}
