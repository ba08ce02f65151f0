import { z } from 'zod';
import { chatOrderSchema } from './chat-order';

/**
 * A suspended psychic's console (issue 23). Every console call and the psychic's chat events are
 * refused with 403 and this reason, on every instance and for tokens issued before the
 * suspension; only a chat already in progress runs to its end. The web compares the reason to
 * tell a suspension from an account that is not a psychic's (both are 403).
 */
export const CONSOLE_SUSPENDED_REASON = 'This psychic account is suspended. Contact support.';

/**
 * `console/queue/get`'s 403 for a suspended psychic. It carries the chat they were in when the
 * suspension came, if it still runs, so the console can let it run to its end.
 */
export const consoleSuspendedFailureSchema = z.object({
  status: z.literal('fail'),
  reason: z.literal(CONSOLE_SUSPENDED_REASON),
  data: z.object({ consultantId: z.number().int(), live: chatOrderSchema.nullable() }),
});
export type ConsoleSuspendedFailure = z.infer<typeof consoleSuspendedFailureSchema>;

/** Pushed to `consultant:<id>` when an admin suspends the psychic or lifts the suspension. */
export const consoleSuspensionEventSchema = z.object({
  consultantId: z.number().int(),
  suspended: z.boolean(),
});
export type ConsoleSuspensionEvent = z.infer<typeof consoleSuspensionEventSchema>;
