import { z } from 'zod';
import { consultantCardSchema } from './consultant';
import { defineCall } from '../call';

export const consultedListInputSchema = z.object({});

export const consultedConsultantSchema = consultantCardSchema.extend({
  lastConsultedAt: z.string(),
  consultationCount: z.number().int().positive(),
});
export type ConsultedConsultant = z.infer<typeof consultedConsultantSchema>;

export type ConsultedListResponse = z.infer<typeof consultedListCall.response>;

/**
 * Spec §7 `order/history/get/consultant/list/v2`: the consultants the signed-in user has talked
 * to, most recent first. Authenticated; no input fields.
 */
export const consultedListCall = defineCall({
  path: '/api/order/history/get/consultant/list/v2',
  methods: ['GET', 'POST'],
  summary: 'Consultants the signed-in user has talked to, most recent first',
  input: consultedListInputSchema,
  output: z.array(consultedConsultantSchema),
  auth: 'user',
});
