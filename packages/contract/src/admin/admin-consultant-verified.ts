import { z } from 'zod';
import { idField } from '../fields';
import { adminCall } from './admin-calls';
import { adminConsultantSchema } from './admin-consultants';

/** The "Verified" mark: the operator checked this psychic's identity (decision 048). Audited. */
export const adminConsultantVerifiedSetCall = adminCall('consultantVerifiedSet', {
  summary: "Admin: marks a psychic's identity as checked (Verified) or takes the mark away",
  input: z.object({ id: idField, verified: z.boolean() }),
  output: adminConsultantSchema,
});
