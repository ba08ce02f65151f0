import { z } from 'zod';
import { defineCall } from '../call';

export const rechargePackSchema = z.object({
  id: z.number().int(),
  /** Paise paid into the wallet (before tax). */
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
  input: z.object({}),
  output: z.object({
    packs: z.array(rechargePackSchema),
    /** True while the user has never completed a recharge: the first-recharge offer applies. */
    isFirstRecharge: z.boolean(),
    taxBasisPoints: z.number().int().nonnegative(),
    currency: z.literal('INR'),
    minAmount: z.number().int(),
    maxAmount: z.number().int(),
  }),
  auth: 'user',
});
