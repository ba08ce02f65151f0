import type { AdminRechargePackInput } from '@lumus/contract/admin/admin-settings';
import { CUSTOM_AMOUNT_LIMITS, type MarketCurrency } from '@lumus/contract/markets/market-currency';
import { parseAmount } from './admin-format';

export type PackDraft = {
  amount: string;
  bonus: string;
  first: string;
  sortOrder: string;
};

export type PackErrors = Partial<Record<keyof PackDraft, PackErrorKey>>;

type PackErrorKey = 'admin.errors.pack_amount' | 'admin.errors.percent' | 'admin.errors.sort_order';

const percent = (text: string) =>
  /^\d{1,3}$/.test(text.trim()) && Number(text) <= 200 ? Number(text) : undefined;

/**
 * Checks a pack form as the server will: the amount in the pack's currency within that
 * currency's limits (₹1 to ₹1,00,000, €1 to €1,000; decision 052), bonuses 0–200 %, an order.
 */
export function validatePack(
  draft: PackDraft,
  currency: MarketCurrency,
  switches: Readonly<{ isPopular: boolean; active: boolean }>,
): { ok: true; payload: AdminRechargePackInput } | { ok: false; errors: PackErrors } {
  const errors: PackErrors = {};
  const minor = parseAmount(draft.amount);
  const { min, max } = CUSTOM_AMOUNT_LIMITS[currency];
  if (minor === undefined || minor < min || minor > max) errors.amount = 'admin.errors.pack_amount';
  const bonus = percent(draft.bonus);
  const first = percent(draft.first);
  if (bonus === undefined) errors.bonus = 'admin.errors.percent';
  if (first === undefined) errors.first = 'admin.errors.percent';
  const order = /^\d{1,4}$/.test(draft.sortOrder.trim()) ? Number(draft.sortOrder) : undefined;
  if (order === undefined || order > 1000) errors.sortOrder = 'admin.errors.sort_order';
  if (Object.keys(errors).length > 0 || minor === undefined) return { ok: false, errors };
  return {
    ok: true,
    payload: {
      currency,
      amountMinor: minor,
      bonusPercent: bonus ?? 0,
      firstRechargeBonusPercent: first ?? 0,
      sortOrder: order ?? 0,
      ...switches,
    },
  };
}
