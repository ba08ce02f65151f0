import { z } from 'zod';
import { defineCall } from './call';

export const databaseKindSchema = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

export type HealthResponse = z.infer<typeof healthCall.response>;

export const healthCall = defineCall({
  path: '/api/health',
  methods: 'GET',
  summary: 'Liveness and what this instance runs on',
  input: z.object({}),
  output: z.object({
    database: databaseKindSchema,
    migrations: z.object({
      applied: z.number().int().nonnegative(),
      latest: z.string().nullable(),
      upToDate: z.boolean(),
    }),
    realtime: z.enum(['memory', 'redis']),
    version: z.string(),
    uptimeSeconds: z.number().nonnegative(),
  }),
  auth: 'none',
});
