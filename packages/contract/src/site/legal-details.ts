import { z } from 'zod';
import { defineCall } from '../call';

/**
 * Who runs Lumus, as the operator configured it (apps/server/src/features/legal/legal-env.ts):
 * the Impressum, the privacy policy's controller and the contact page show it. A field the
 * operator left unset is null and the pages leave its line out.
 */
export const legalDetailsSchema = z.object({
  operator: z.object({
    name: z.string().nullable(),
    /** Postal address, one line per entry. */
    address: z.array(z.string()),
    representative: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    register: z.string().nullable(),
    vatId: z.string().nullable(),
    /** India's GST registration (GSTIN) and its state with code, e.g. "Karnataka (29)". */
    gstin: z.string().nullable(),
    gstState: z.string().nullable(),
    privacyEmail: z.string().nullable(),
  }),
  /** India's Information Technology Rules 2021: the grievance officer users can write to. */
  grievanceOfficer: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
});
export type LegalDetails = z.infer<typeof legalDetailsSchema>;

export const legalDetailsCall = defineCall({
  path: '/api/site/legal-details',
  methods: ['GET'],
  summary: 'The operator and grievance officer shown on the legal pages (issue 27)',
  input: z.object({}),
  output: legalDetailsSchema,
  auth: 'none',
});
