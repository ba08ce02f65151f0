import { z } from 'zod';

export const databaseKindSchema = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
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
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
