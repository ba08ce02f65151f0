import { z } from 'zod';
import { textField } from '../text-fields';
import { idField } from '../fields';
import { consultantStatusSchema } from './consultant';
import { consultantStatusEntrySchema } from './consultant-status';
import { defineCall } from '../call';

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

/**
 * Development and test only (absent when NODE_ENV=production): sets a consultant's status so e2e
 * tests and demos can watch a live change arrive. The consultant console replaces it.
 */
export const devConsultantStatusCall = defineCall({
  path: '/api/dev/consultant/status',
  methods: 'POST',
  summary: 'Development only: set a psychic status and push it live',
  input: devConsultantStatusInputSchema,
  output: consultantStatusEntrySchema,
  auth: 'none',
});
