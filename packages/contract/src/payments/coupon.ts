import { z } from 'zod';

/**
 * Spec §7 `coupon/isToGiveCoupon`. Our meaning: whether the user still gets the first-recharge offer
 * (they have never completed a recharge). The free first chat is paid chat's to decide, with its
 * own rules; this call does not speak for it.
 */
export const COUPON_PATH = '/api/coupon/isToGiveCoupon';
export const couponResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    isToGiveCoupon: z.boolean(),
    /** Best first-recharge bonus among the packs, for a banner; 0 when none applies. */
    firstRechargeBonusPercent: z.number().int().nonnegative(),
  }),
});
export type CouponResponse = z.infer<typeof couponResponseSchema>;
