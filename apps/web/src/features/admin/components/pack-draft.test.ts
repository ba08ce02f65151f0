import type { AdminRechargePack } from '@lumus/contract/admin/admin-settings';
import { describe, expect, it } from 'vitest';
import { validatePack, type PackDraft } from './pack-draft';
import { packsIn } from './packs-card';

const draft: PackDraft = { amount: '10', bonus: '20', first: '50', sortOrder: '2' };
const switches = { isPopular: true, active: true };

describe('a recharge pack form', () => {
  it('sends the amount in minor units of the chosen currency, with the currency', () => {
    expect(validatePack({ ...draft, amount: '9,99' }, 'EUR', switches)).toEqual({
      ok: true,
      payload: {
        currency: 'EUR',
        amountMinor: 999,
        bonusPercent: 20,
        firstRechargeBonusPercent: 50,
        sortOrder: 2,
        isPopular: true,
        active: true,
      },
    });
  });

  it("keeps an amount within the currency's limits: €1,000 at most, but ₹1,00,000", () => {
    const euro = validatePack({ ...draft, amount: '1000.01' }, 'EUR', switches);
    expect(euro.ok ? null : euro.errors.amount).toBe('admin.errors.pack_amount');
    expect(validatePack({ ...draft, amount: '1000.01' }, 'INR', switches).ok).toBe(true);
    for (const amount of ['0.99', '-5', 'ten', '']) {
      const result = validatePack({ ...draft, amount }, 'INR', switches);
      expect(result.ok ? null : result.errors.amount, amount).toBe('admin.errors.pack_amount');
    }
  });

  it('refuses bonuses above 200 % and an order above 1000', () => {
    const result = validatePack({ ...draft, bonus: '201', sortOrder: '1001' }, 'INR', switches);
    expect(result.ok ? null : result.errors).toEqual({
      bonus: 'admin.errors.percent',
      sortOrder: 'admin.errors.sort_order',
    });
  });

  it('lists the packs of each currency apart', () => {
    const pack = (id: number, currency: 'INR' | 'EUR') =>
      ({ id, currency, amountMinor: 500 }) as AdminRechargePack;
    const packs = [pack(1, 'INR'), pack(2, 'EUR'), pack(3, 'INR')];
    expect(packsIn(packs, 'INR').map((p) => p.id)).toEqual([1, 3]);
    expect(packsIn(packs, 'EUR').map((p) => p.id)).toEqual([2]);
  });
});
