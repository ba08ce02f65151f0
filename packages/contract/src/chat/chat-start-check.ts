import { z } from 'zod';

/**
 * `chat/order/start-check` (ours, not in the spec): before the intake form, whether the signed-in
 * user's balance covers the minimum chat with this psychic, so the shortfall is told when Chat is
 * tapped rather than after the whole form was filled.
 */
export const CHAT_START_CHECK_PATH = '/api/chat/order/start-check';

export const chatStartCheckInputSchema = z.object({
  consultantId: z.coerce.number().int().positive(),
});

export const chatStartCheckSchema = z.object({
  /** The next chat starts with free minutes: no balance is needed. */
  free: z.boolean(),
  /** Minor units the wallet must hold to start (0 when free). */
  requiredAmount: z.number().int().nonnegative(),
  balance: z.number().int(),
  /** What is missing; 0 when the chat can start. */
  shortfall: z.number().int().nonnegative(),
});
export type ChatStartCheck = z.infer<typeof chatStartCheckSchema>;

export const chatStartCheckResponseSchema = z.object({
  status: z.literal('success'),
  data: chatStartCheckSchema,
});
