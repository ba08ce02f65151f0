import type { SeedStep } from '../seed/seed-step';
import { rechargePacks } from './payment-tables';

const RUPEE = 100;

/**
 * The starting price list: small packs for a first try, bigger ones with more bonus. A user who
 * has never recharged gets the first-recharge percentage instead (100 % on the smallest packs).
 */
export const rechargePacksSeed: SeedStep = {
  id: 'payments/recharge-packs@1',
  run: async (tx) => {
    await tx.insert(rechargePacks).values([
      { amountMinor: 50 * RUPEE, bonusPercent: 0, firstRechargeBonusPercent: 100, sortOrder: 1 },
      { amountMinor: 100 * RUPEE, bonusPercent: 0, firstRechargeBonusPercent: 100, sortOrder: 2 },
      { amountMinor: 200 * RUPEE, bonusPercent: 5, firstRechargeBonusPercent: 50, sortOrder: 3 },
      {
        amountMinor: 500 * RUPEE,
        bonusPercent: 10,
        firstRechargeBonusPercent: 50,
        isPopular: true,
        sortOrder: 4,
      },
      { amountMinor: 1_000 * RUPEE, bonusPercent: 15, firstRechargeBonusPercent: 30, sortOrder: 5 },
      { amountMinor: 2_000 * RUPEE, bonusPercent: 20, firstRechargeBonusPercent: 30, sortOrder: 6 },
      { amountMinor: 5_000 * RUPEE, bonusPercent: 25, firstRechargeBonusPercent: 25, sortOrder: 7 },
    ]);
  },
};

const EURO = 100;

/**
 * The euro price list (decision 045): gross prices with VAT included, as EU consumers are shown
 * them; bonuses like India's, and the first-recharge offer on the two small packs.
 */
export const euroRechargePacksSeed: SeedStep = {
  id: 'payments/recharge-packs-eur@1',
  run: async (tx) => {
    await tx.insert(rechargePacks).values([
      {
        currency: 'EUR',
        amountMinor: 5 * EURO,
        bonusPercent: 0,
        firstRechargeBonusPercent: 100,
        sortOrder: 1,
      },
      {
        currency: 'EUR',
        amountMinor: 10 * EURO,
        bonusPercent: 5,
        firstRechargeBonusPercent: 50,
        sortOrder: 2,
      },
      {
        currency: 'EUR',
        amountMinor: 20 * EURO,
        bonusPercent: 10,
        firstRechargeBonusPercent: 50,
        isPopular: true,
        sortOrder: 3,
      },
      {
        currency: 'EUR',
        amountMinor: 50 * EURO,
        bonusPercent: 20,
        firstRechargeBonusPercent: 30,
        sortOrder: 4,
      },
    ]);
  },
};
