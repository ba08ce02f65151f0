import { z } from 'zod';
import { envelopeSchema } from '../envelope';
import { consultantCardSchema } from './consultant';

/**
 * Spec §7 `order/history/get/consultant/list/v2`: the consultants the signed-in user has talked
 * to, most recent first. Authenticated; no input fields.
 */
export const CONSULTED_LIST_PATH = '/api/order/history/get/consultant/list/v2';

export const consultedListInputSchema = z.object({});

export const consultedConsultantSchema = consultantCardSchema.extend({
  lastConsultedAt: z.string(),
  consultationCount: z.number().int().positive(),
});
export type ConsultedConsultant = z.infer<typeof consultedConsultantSchema>;

export const consultedListResponseSchema = envelopeSchema(
  z.array(consultedConsultantSchema),
).extend({ status: z.literal('success'), data: z.array(consultedConsultantSchema) });
export type ConsultedListResponse = z.infer<typeof consultedListResponseSchema>;
