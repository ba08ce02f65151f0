import type { AdminExperiment } from '@lumus/contract/admin/admin-settings';

type Variant = AdminExperiment['variants'][number];

/**
 * A variant's first-payment conversion (0..1) and revenue per exposed user (paise, rounded), or
 * null for both while nobody signed in has seen it: no rate rather than a misleading 0 %.
 */
export function variantRates(variant: Variant): {
  conversion: number | null;
  revenuePerVisitorMinor: number | null;
} {
  if (variant.exposedUsers === 0) return { conversion: null, revenuePerVisitorMinor: null };
  return {
    conversion: variant.firstPayers / variant.exposedUsers,
    revenuePerVisitorMinor: Math.round(variant.revenueMinor / variant.exposedUsers),
  };
}
