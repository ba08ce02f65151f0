import { z } from 'zod';
import { defineCall } from '../call';

export type CouponResponse = z.infer<typeof couponCall.response>;

/**
 * Spec §7 `coupon/isToGiveCoupon`. Our meaning: whether the user still gets the first-recharge offer
 * (they have never completed a recharge). The free first chat is paid chat's to decide, with its
 * own rules; this call does not speak for it.
 */
export const couponCall = defineCall({
  path: '/api/coupon/isToGiveCoupon',
  methods: ['GET', 'POST'],
  summary: 'Whether the first-recharge offer applies to the signed-in user',
  input: z.object({}),
  output: z.object({
    isToGiveCoupon: z.boolean(),
    /** Best first-recharge bonus among the packs, for a banner; 0 when none applies. */
    firstRechargeBonusPercent: z.number().int().nonnegative(),
  }),
  auth: 'user',
});
