import { z } from 'zod';
import { idField } from '../fields';
import { consultantStatusSchema } from './consultant';
import { defineCall } from '../call';

export const MAX_STATUS_IDS = 100;

/** `ids` as a JSON array or as comma-separated text (`ids=3,7,12`) from a query or form. */
export const consultantStatusInputSchema = z.object({
  ids: z
    .union([z.array(z.union([z.number(), z.string()])), z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of ids'),
    })
    .transform((value): (string | number)[] =>
      (Array.isArray(value) ? value : String(value).split(',')).map((part) => String(part).trim()),
    )
    .pipe(
      z
        .array(idField)
        .min(1, { error: 'must name at least one id' })
        .max(MAX_STATUS_IDS, { error: `must name at most ${MAX_STATUS_IDS} ids` }),
    ),
});
export type ConsultantStatusInput = z.input<typeof consultantStatusInputSchema>;

export const consultantStatusEntrySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  status: consultantStatusSchema,
  statusChangedAt: z.string(),
});
export type ConsultantStatusEntry = z.infer<typeof consultantStatusEntrySchema>;

/** Unknown ids are left out rather than failing the whole call. */

export type ConsultantStatusResponse = z.infer<typeof consultantStatusCall.response>;

/** Spec §7 `get/status/for/call-chat/v3`: the live status of one or many consultants. */
export const consultantStatusCall = defineCall({
  path: '/api/get/status/for/call-chat/v3',
  methods: ['GET', 'POST'],
  summary: 'Live status (online, busy, offline) of one or many psychics',
  input: consultantStatusInputSchema,
  output: z.array(consultantStatusEntrySchema),
  auth: 'none',
});
