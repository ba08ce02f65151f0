import { z } from 'zod';

/** Every business response carries this envelope (spec §7, §8). */
export const responseStatusSchema = z.enum(['success', 'fail']);
export type ResponseStatus = z.infer<typeof responseStatusSchema>;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: responseStatusSchema,
    reason: z.string().optional(),
    data: data.optional(),
  });
}

export const failureSchema = z.object({
  status: z.literal('fail'),
  reason: z.string(),
});
export type Failure = z.infer<typeof failureSchema>;
