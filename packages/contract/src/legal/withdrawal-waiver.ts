import { z } from 'zod';
import { defineCall } from '../call';

/**
 * The wording a consumer agrees to before their first paid session (§ 356 (5) BGB, Art. 16 (m)
 * of the Consumer Rights Directive): that the paid service starts at once and that they lose
 * their right of withdrawal with it. The words live in the locale files under
 * `legal_consent.*`; this names their version, stored with the date, and changes with them.
 */
export const WITHDRAWAL_WAIVER_VERSION = '2026-11-26';

export const REASON_WITHDRAWAL_WAIVER_NEEDED =
  'Before your first paid session, please agree that it starts at once and that you thereby lose your right of withdrawal.';

export const withdrawalWaiverSchema = z.object({
  /** ISO instant of the agreement. */
  agreedAt: z.string(),
  version: z.string(),
});

export const withdrawalWaiverCall = defineCall({
  path: '/api/user/withdrawal-waiver',
  methods: ['POST'],
  summary:
    "Records the consumer's consent to immediate performance and acknowledgement of losing the withdrawal right (issue 27)",
  input: z.object({
    /** Must be the current version: an app showing older words must reload first. */
    version: z.literal(WITHDRAWAL_WAIVER_VERSION, {
      error: 'the consent text has changed; please reload the page and read it again',
    }),
    agreed: z.literal(true, { error: 'agreed must be true' }),
  }),
  output: withdrawalWaiverSchema,
  auth: 'user',
});
