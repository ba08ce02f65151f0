import { z } from 'zod';
import { userLoginModeSchema } from './user';

/** `GET get/static/value?id=507` (spec §4): captcha flag (`value`) and login mode. */
export const loginModeResponseSchema = z.object({
  status: z.enum(['success', 'fail']),
  reason: z.string().optional(),
  /** "true" turns the captcha on. */
  value: z.enum(['true', 'false']),
  mode: userLoginModeSchema.nullable(),
});
export type LoginModeResponse = z.infer<typeof loginModeResponseSchema>;
