import { z } from 'zod';
import { defineCall } from '../call';

/**
 * Everything Lumus keeps about the signed-in user, as one JSON document (GDPR Art. 15 and 20):
 * each section is the user's rows of one kind, with the stored column names.
 */
export const myDataExportSchema = z.object({
  format: z.literal('lumus-my-data-1'),
  exportedAt: z.string(),
  sections: z.record(z.string(), z.unknown()),
});
export type MyDataExport = z.infer<typeof myDataExportSchema>;

export const myDataExportCall = defineCall({
  path: '/api/user/my-data',
  methods: ['GET'],
  summary: "All of the signed-in user's data as JSON (GDPR access and portability, issue 27)",
  input: z.object({}),
  output: myDataExportSchema,
  auth: 'user',
});

export const REASON_SESSION_RUNNING =
  'You have a chat or call request or session open. Please end or cancel it first, then delete your account.';
export const REASON_NOT_A_CUSTOMER_ACCOUNT =
  'Psychic and team accounts are closed by the Lumus team; please write to support.';

export const deleteAccountCall = defineCall({
  path: '/api/user/delete-account',
  methods: ['POST'],
  summary:
    "Deletes the signed-in user's account: personal data erased, financial records kept anonymously (issue 27)",
  input: z.object({
    confirm: z.literal(true, { error: 'confirm must be true' }),
  }),
  output: z.object({ deletedAt: z.string() }),
  auth: 'user',
});
