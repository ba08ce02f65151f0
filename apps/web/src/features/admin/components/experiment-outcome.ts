import type { AdminExperiment } from '@lumus/contract/admin/admin-settings';
import type { CurrencyAmount } from '@lumus/contract/markets/currency-amount';
import { MARKET_CURRENCIES } from '@lumus/contract/markets/market-currency';

type Variant = AdminExperiment['variants'][number];

/**
 * A variant's first-payment conversion (0..1) and revenue per exposed user (minor units,
 * rounded) in each currency that had any, rupees and euros apart (decision 052); null for both
 * while nobody signed in has seen it: no rate rather than a misleading 0 %.
 */
export function variantRates(variant: Variant): {
  conversion: number | null;
  revenuePerVisitor: CurrencyAmount[] | null;
} {
  if (variant.exposedUsers === 0) return { conversion: null, revenuePerVisitor: null };
  return {
    conversion: variant.firstPayers / variant.exposedUsers,
    revenuePerVisitor: MARKET_CURRENCIES.flatMap((currency) =>
      variant.revenue[currency] === 0
        ? []
        : [{ currency, amount: Math.round(variant.revenue[currency] / variant.exposedUsers) }],
    ),
  };
}
