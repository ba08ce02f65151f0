import { z } from 'zod';
import { booleanField, intField } from '../fields';
import { textField } from '../text-fields';
import { MAX_VARIANT_WEIGHT } from './admin-settings';

/** Experiment keys fit the exposure call's 80 characters; lower case so nobody types a twin. */
const EXPERIMENT_KEY = /^[a-z0-9][a-z0-9_-]{0,79}$/;
const VARIANT_KEY = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export const experimentKeyField = z.string({ error: 'is required' }).trim().regex(EXPERIMENT_KEY, {
  error: 'must be 1 to 80 lower-case letters, digits, - or _',
});

export const variantKeyField = z.string({ error: 'is required' }).trim().regex(VARIANT_KEY, {
  error: 'must be 1 to 40 lower-case letters, digits, - or _',
});

export const variantWeightField = intField.pipe(
  z
    .number()
    .min(0, { error: `must be 0 to ${MAX_VARIANT_WEIGHT}` })
    .max(MAX_VARIANT_WEIGHT, { error: `must be 0 to ${MAX_VARIANT_WEIGHT}` }),
);

export const MAX_VARIANTS = 10;

/** A new experiment with its variants; an active one needs some weight to assign anybody. */
export const adminExperimentCreateInputSchema = z
  .object({
    key: experimentKeyField,
    description: textField(200).default(''),
    active: booleanField.default(false),
    variants: z
      .array(z.object({ key: variantKeyField, weight: variantWeightField }))
      .min(1, { error: 'needs at least one variant' })
      .max(MAX_VARIANTS, { error: `takes at most ${MAX_VARIANTS} variants` }),
  })
  .superRefine((input, context) => {
    const keys = input.variants.map((variant) => variant.key);
    if (new Set(keys).size !== keys.length) {
      context.addIssue({ code: 'custom', path: ['variants'], message: 'must have different keys' });
    }
    if (input.active && input.variants.every((variant) => variant.weight === 0)) {
      context.addIssue({
        code: 'custom',
        path: ['variants'],
        message: 'an active experiment needs a weight above 0',
      });
    }
  });
export type AdminExperimentCreateInput = z.input<typeof adminExperimentCreateInputSchema>;

/** One more variant; it only receives subjects who have none yet. */
export const adminExperimentVariantAddInputSchema = z.object({
  experiment: experimentKeyField,
  key: variantKeyField,
  weight: variantWeightField,
});
export type AdminExperimentVariantAddInput = z.input<typeof adminExperimentVariantAddInputSchema>;
