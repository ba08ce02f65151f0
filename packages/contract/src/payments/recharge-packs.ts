import { z } from 'zod';
import { defineCall } from '../call';
import { MARKET_CURRENCIES, TAX_MODES } from '../markets/market-currency';

export const rechargePackSchema = z.object({
  id: z.number().int(),
  /** Minor units of the list's currency paid into the wallet (India: before GST; EU: gross). */
  amount: z.number().int().positive(),
  /** Bonus this user gets with this pack (the first-recharge percentage when it applies). */
  bonusPercent: z.number().int().nonnegative(),
  bonusAmount: z.number().int().nonnegative(),
  /** The pack's usual bonus, to show what the first-recharge offer adds. */
  regularBonusPercent: z.number().int().nonnegative(),
  isPopular: z.boolean(),
});
export type RechargePack = z.infer<typeof rechargePackSchema>;

export type RechargePacksResponse = z.infer<typeof rechargePacksCall.response>;

/** Spec §7 `recharge/amount/get/by/userId`: the price list for the signed-in user. */
export const rechargePacksCall = defineCall({
  path: '/api/recharge/amount/get/by/userId',
  methods: ['GET', 'POST'],
  summary: 'Recharge packs with bonus, and whether the first-recharge offer applies',
  input: z.object({
    /**
     * The currency the viewer is shown (their market's). Used only before the first top-up has
     * fixed the wallet's currency, so a first visit need not wait for the market cookie.
     */
    currency: z.enum(MARKET_CURRENCIES, { error: 'must be INR or EUR' }).optional(),
  }),
  output: z.object({
    packs: z.array(rechargePackSchema),
    /** True while the user has never completed a recharge: the first-recharge offer applies. */
    isFirstRecharge: z.boolean(),
    taxBasisPoints: z.number().int().nonnegative(),
    /** India adds GST on top; EU prices include VAT (decision 045). */
    taxMode: z.enum(TAX_MODES),
    /** The viewer's market (country) whose tax applies. */
    market: z.string(),
    /** The wallet's currency, or the viewer's market's before the first top-up. */
    currency: z.enum(MARKET_CURRENCIES),
    /** Custom amount limits in minor units of `currency` (whole units only). */
    minAmount: z.number().int(),
    maxAmount: z.number().int(),
  }),
  auth: 'user',
});
