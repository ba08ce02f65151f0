import { z } from 'zod';
import { defineCall } from '../call';
import { sessionKindSchema } from './chat-order';

/** `kind: 'call'` checks the minimum minutes at the psychic's call price. */
export const chatStartCheckInputSchema = z.object({
  consultantId: z.coerce.number().int().positive(),
  kind: sessionKindSchema.default('chat'),
});

export const chatStartCheckSchema = z.object({
  /** The next chat starts with free minutes: no balance is needed. */
  free: z.boolean(),
  /** Minor units the wallet must hold to start (0 when free). */
  requiredAmount: z.number().int().nonnegative(),
  balance: z.number().int(),
  /** What is missing; 0 when the chat can start. */
  shortfall: z.number().int().nonnegative(),
  /**
   * The user must first agree that the paid service starts at once and waive the withdrawal
   * right (a consumer in the EU before their first session at a price; issue 27).
   */
  withdrawalWaiverNeeded: z.boolean(),
});
export type ChatStartCheck = z.infer<typeof chatStartCheckSchema>;

/**
 * `chat/order/start-check` (ours, not in the spec): before the intake form, whether the signed-in
 * user's balance covers the minimum chat with this psychic, so the shortfall is told when Chat is
 * tapped rather than after the whole form was filled.
 */
export const chatStartCheckCall = defineCall({
  path: '/api/chat/order/start-check',
  methods: ['GET', 'POST'],
  summary:
    "Whether the user's balance covers the minimum chat with this psychic, and the shortfall",
  input: chatStartCheckInputSchema,
  output: chatStartCheckSchema,
  auth: 'user',
});
