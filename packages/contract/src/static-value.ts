import { z } from 'zod';
import { idField } from './fields';
import { defineRawCall } from './call';

export const staticValueInputSchema = z.object({ id: idField });
export type StaticValueInput = z.input<typeof staticValueInputSchema>;

/** The spec's client reads `status`, `value` ("true"/"false") and `mode` at the top level. */
export const staticValueResponseSchema = z.object({
  status: z.literal('success'),
  value: z.string(),
  mode: z.string().nullable(),
});
export type StaticValueResponse = z.infer<typeof staticValueResponseSchema>;

/** Spec §7 "get/static/value" (the login-mode check reads id 507). */
export const staticValueCall = defineRawCall({
  path: '/api/get/static/value',
  methods: ['GET', 'POST'],
  summary: 'A server-controlled value, e.g. the login mode (id 507)',
  input: staticValueInputSchema,
  output: staticValueResponseSchema,
  auth: 'none',
});
