import { z } from 'zod';
import { envelopeSchema } from '../envelope';
import { textField } from '../text-fields';

/** Spec §7 `user/get/experiments`: the caller's variant of every running experiment. */
export const EXPERIMENTS_PATH = '/api/user/get/experiments';
/** The page showed its experiment variant: recorded once per page view. */
export const EXPERIMENT_EXPOSURE_PATH = '/api/user/experiments/exposure';

/** The landing page whose look is decided by an experiment (route `landing-page-experiment`). */
export const LANDING_PAGE_EXPERIMENT = 'landing-page-experiment';
/** Its variants; the web maps each to a home-page emphasis. */
export const LANDING_PAGE_VARIANTS = ['chat_first', 'free_chat', 'compatibility'] as const;
export type LandingPageVariant = (typeof LANDING_PAGE_VARIANTS)[number];

/**
 * Who is asking: a signed-in caller is known by the bearer token; a guest sends the guest id from
 * the no-login call. A signed-in caller may send the guest id too, so the variant it saw as a guest
 * stays the same after signing in.
 */
export const experimentsInputSchema = z.object({
  guestUserId: textField(64).optional(),
});

export const experimentAssignmentSchema = z.object({
  experiment: z.string(),
  variant: z.string(),
});
export type ExperimentAssignment = z.infer<typeof experimentAssignmentSchema>;

export const experimentsResponseSchema = envelopeSchema(
  z.object({ experiments: z.array(experimentAssignmentSchema) }),
);

export const exposureInputSchema = experimentsInputSchema.extend({
  experiment: textField(80).pipe(z.string().min(1, { error: 'is required' })),
});

export const exposureResponseSchema = envelopeSchema(experimentAssignmentSchema);
