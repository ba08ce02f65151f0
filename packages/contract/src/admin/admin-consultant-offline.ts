import { z } from 'zod';
import { idField } from '../fields';
import { adminCall } from './admin-calls';
import { adminConsultantSchema } from './admin-consultants';

/** Online psychics only: one in a session is refused (409), their chat runs to its end. */
export const adminConsultantForceOfflineCall = adminCall('consultantForceOffline', {
  summary: 'Admin: sets an online psychic offline now and releases their waiting requests',
  input: z.object({ id: idField }),
  output: adminConsultantSchema,
});
