import { z } from 'zod';
import { idField } from '../fields';
import { defineCall } from '../call';
import { consultantProfileSchema } from './consultant';

export const consultantByIdInputSchema = z.object({
  consultantId: idField,
});
export type ConsultantByIdInput = z.input<typeof consultantByIdInputSchema>;

/**
 * Not in the spec (it names only `freeAPI/consultant/get/by/slug/v2`); spelled in its style. The
 * routes that carry a consultant (`intake-form/{encodedAstroId}`, `order-history/chat/...`) hold
 * only the id, so a page opened from a link needs the profile by id. Same answer as by slug.
 */
export const consultantByIdCall = defineCall({
  path: '/api/freeAPI/consultant/get/by/id',
  methods: ['GET', 'POST'],
  summary: 'One psychic profile by its id (not in the spec: pages opened by link hold the id)',
  input: consultantByIdInputSchema,
  output: consultantProfileSchema,
  auth: 'none',
});
