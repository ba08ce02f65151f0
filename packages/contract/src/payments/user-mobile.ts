import { z } from 'zod';
import { defineCall } from '../call';

export type UserMobileResponse = z.infer<typeof userMobileCall.response>;

/** Spec §7 `user/mobile/get`: the caller's verified mobile number, if any (for gateway forms). */
export const userMobileCall = defineCall({
  path: '/api/user/mobile/get',
  methods: ['GET', 'POST'],
  summary: "The signed-in user's verified mobile number",
  input: z.object({}),
  output: z.object({
    /** Dial code digits without `+`, e.g. `91`. */
    countryCode: z.string().nullable(),
    mobile: z.string().nullable(),
    isVerified: z.boolean(),
  }),
  auth: 'user',
});
