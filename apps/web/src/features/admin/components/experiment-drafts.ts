import {
  experimentKeyField,
  MAX_VARIANTS,
  variantKeyField,
  type AdminExperimentCreateInput,
} from '@lumus/contract/admin/admin-experiments';
import { MAX_VARIANT_WEIGHT } from '@lumus/contract/admin/admin-settings';

export type VariantDraft = Readonly<{ key: string; weight: string }>;

export type ExperimentDraft = Readonly<{
  key: string;
  description: string;
  active: boolean;
  variants: readonly VariantDraft[];
}>;

/** Each names its sentence under `admin.errors`. */
export type DraftError =
  | 'experiment_key'
  | 'variant_key'
  | 'weight'
  | 'duplicate_variant'
  | 'no_weight'
  | 'too_many_variants';

/** Field -> error: `key`, `variants` (the whole list), `variants.<i>.key`, `variants.<i>.weight`. */
export type DraftErrors = Readonly<Record<string, DraftError>>;

export const EMPTY_VARIANT: VariantDraft = { key: '', weight: '1' };

/** A weight typed as whole number 0 to MAX_VARIANT_WEIGHT. */
export function parseWeight(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return undefined;
  const weight = Number(trimmed);
  return weight <= MAX_VARIANT_WEIGHT ? weight : undefined;
}

/**
 * The new-experiment form checked by the contract's own key rules, so what passes here the
 * server accepts; keys are lower-cased as the server requires them.
 */
export function checkNewExperiment(
  draft: ExperimentDraft,
): { input: AdminExperimentCreateInput; errors: null } | { input: null; errors: DraftErrors } {
  const errors: Record<string, DraftError> = {};
  const key = draft.key.trim().toLowerCase();
  if (!experimentKeyField.safeParse(key).success) errors['key'] = 'experiment_key';
  const variants = draft.variants.map((variant, index) => {
    const variantKey = variant.key.trim().toLowerCase();
    const weight = parseWeight(variant.weight);
    if (!variantKeyField.safeParse(variantKey).success) {
      errors[`variants.${String(index)}.key`] = 'variant_key';
    }
    if (weight === undefined) errors[`variants.${String(index)}.weight`] = 'weight';
    return { key: variantKey, weight: weight ?? 0 };
  });
  const keys = variants.map((variant) => variant.key);
  if (variants.length > MAX_VARIANTS) errors['variants'] = 'too_many_variants';
  else if (new Set(keys).size !== keys.length) errors['variants'] = 'duplicate_variant';
  else if (draft.active && variants.every((variant) => variant.weight === 0)) {
    errors['variants'] = 'no_weight';
  }
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    input: { key, description: draft.description.trim(), active: draft.active, variants },
    errors: null,
  };
}

/** One more variant for an experiment that already has `existing`. */
export function checkNewVariant(
  existing: readonly string[],
  draft: VariantDraft,
): { key: string; weight: number; errors: null } | { errors: DraftErrors } {
  const errors: Record<string, DraftError> = {};
  const key = draft.key.trim().toLowerCase();
  const weight = parseWeight(draft.weight);
  if (!variantKeyField.safeParse(key).success) errors['key'] = 'variant_key';
  else if (existing.includes(key)) errors['key'] = 'duplicate_variant';
  if (weight === undefined) errors['weight'] = 'weight';
  if (weight === undefined || Object.keys(errors).length > 0) return { errors };
  return { key, weight, errors: null };
}
