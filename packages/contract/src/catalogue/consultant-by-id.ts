import { z } from 'zod';
import { idField } from '../fields';
import { consultantProfileResponseSchema } from './consultant-profile';

/**
 * Not in the spec (it names only `freeAPI/consultant/get/by/slug/v2`); spelled in its style. The
 * routes that carry a consultant (`intake-form/{encodedAstroId}`, `order-history/chat/...`) hold
 * only the id, so a page opened from a link needs the profile by id. Same answer as by slug.
 */
export const CONSULTANT_BY_ID_PATH = '/api/freeAPI/consultant/get/by/id';

export const consultantByIdInputSchema = z.object({
  consultantId: idField,
});
export type ConsultantByIdInput = z.input<typeof consultantByIdInputSchema>;

export const consultantByIdResponseSchema = consultantProfileResponseSchema;
