import type { CurrencyAmount } from '@lumus/contract/markets/currency-amount';
import type { MarketCurrency } from '@lumus/contract/markets/market-currency';

/**
 * Sums kept per currency, written one after the other ("₹420 · 2,79 €"): a psychic who serves
 * both markets earns rupees and euros, which are never added (decision 052). Without any sum, a
 * zero in `fallback` (the viewer's currency), so "Today ₹0" still reads as an amount.
 */
export function formatAmounts(
  amounts: readonly CurrencyAmount[],
  format: (amountMinor: number, currency: MarketCurrency) => string,
  fallback: MarketCurrency,
): string {
  if (amounts.length === 0) return format(0, fallback);
  return amounts.map((sum) => format(sum.amount, sum.currency)).join(' · ');
}
