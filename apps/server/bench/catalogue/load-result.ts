import { z } from 'zod';

/** What one run of the load generator measured (printed as one JSON line). */
export const loadResultSchema = z.object({
  requests: z.number(),
  errors: z.number(),
  rps: z.number(),
  p50: z.number(),
  p99: z.number(),
  bytesPerAnswer: z.number(),
});

export type LoadResult = z.infer<typeof loadResultSchema>;
