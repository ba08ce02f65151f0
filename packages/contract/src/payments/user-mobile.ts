import { z } from 'zod';

/** Spec §7 `user/mobile/get`: the caller's verified mobile number, if any (for gateway forms). */
export const USER_MOBILE_PATH = '/api/user/mobile/get';
export const userMobileResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    /** Dial code digits without `+`, e.g. `91`. */
    countryCode: z.string().nullable(),
    mobile: z.string().nullable(),
    isVerified: z.boolean(),
  }),
});
export type UserMobileResponse = z.infer<typeof userMobileResponseSchema>;
