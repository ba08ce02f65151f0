import { z } from 'zod';
import { textField } from '../text-fields';
import { defineCall } from '../call';

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

export const exposureInputSchema = experimentsInputSchema.extend({
  experiment: textField(80).pipe(z.string().min(1, { error: 'is required' })),
});

/** Spec §7 `user/get/experiments`: the caller's variant of every running experiment. */
export const experimentsCall = defineCall({
  path: '/api/user/get/experiments',
  methods: 'GET',
  summary: "The caller's variant of every running experiment (guest or signed in), sticky",
  input: experimentsInputSchema,
  output: z.object({ experiments: z.array(experimentAssignmentSchema) }),
  auth: 'optional',
});

/** The page showed its experiment variant: recorded once per page view. */
export const experimentExposureCall = defineCall({
  path: '/api/user/experiments/exposure',
  methods: 'POST',
  summary: 'Records that the caller was shown its variant of an experiment (one page view)',
  input: exposureInputSchema,
  output: experimentAssignmentSchema,
  auth: 'optional',
});
