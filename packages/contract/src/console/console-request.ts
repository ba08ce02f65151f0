import { z } from 'zod';
import { idField } from '../fields';
import { textField } from '../text-fields';
import { chatOrderSchema } from '../chat/chat-order';

/** Why the psychic turned a request down; asked in the console's confirmation step. */
export const DECLINE_REASONS = ['busy', 'not_my_speciality', 'other'] as const;
export const declineReasonSchema = z.enum(DECLINE_REASONS);
export type DeclineReason = z.infer<typeof declineReasonSchema>;

export const declineInputSchema = z.object({
  chatId: idField,
  reason: declineReasonSchema,
  /** A few words for "other"; kept for the operator, never shown to the user. */
  note: textField(200).optional(),
});
export type DeclineInput = z.input<typeof declineInputSchema>;

/**
 * A session as the psychic's console sees it: the order plus what only the psychic should see —
 * their own share of the rate and how often this user has talked to them before.
 */
export const consoleOrderSchema = chatOrderSchema.extend({
  /** The platform's percentage of every charge, frozen with the rate when the request was made. */
  platformSharePercent: z.number().int().min(0).max(100),
  /** What the psychic earns per paid minute, in the same minor units as the rate. */
  earningsPerMinute: z.number().int().nonnegative(),
  /** Earlier sessions (started, then ended) between this user and this psychic. */
  pastSessions: z.number().int().nonnegative(),
});
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;
