import { z } from 'zod';
import { textField } from '../text-fields';
import { idField } from '../fields';
import { consultantStatusSchema } from './consultant';
import { consultantStatusEntrySchema } from './consultant-status';

/**
 * Development and test only (absent when NODE_ENV=production): sets a consultant's status so e2e
 * tests and demos can watch a live change arrive. The consultant console replaces it.
 */
export const DEV_CONSULTANT_STATUS_PATH = '/api/dev/consultant/status';

export const devConsultantStatusInputSchema = z
  .object({
    id: idField.optional(),
    slug: textField(200).optional(),
    status: consultantStatusSchema,
  })
  .refine((input) => input.id !== undefined || input.slug !== undefined, {
    error: 'is required (or slug)',
    path: ['id'],
  });

export const devConsultantStatusResponseSchema = z.object({
  status: z.literal('success'),
  data: consultantStatusEntrySchema,
});
