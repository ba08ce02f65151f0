import { z } from 'zod';
import { USER_LOGIN_MODES } from '../constants';

export const genderSchema = z.enum(['MALE', 'FEMALE', 'OTHER']);
export type Gender = z.infer<typeof genderSchema>;

export const userLoginModeSchema = z.enum(USER_LOGIN_MODES);
export type UserLoginMode = z.infer<typeof userLoginModeSchema>;

/** The stored `userData` of spec §3 (also the `data` of every login response). */
export const userRecordSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  lastName: z.string().nullable(),
  gender: genderSchema.nullable(),
  /** `YYYY-MM-DD`. */
  dob: z.string().nullable(),
  /** `HH:mm`, or null when unknown. */
  timeOfBirth: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  timeZone: z.string().nullable(),
  email: z.string().nullable(),
  /** `+<dial code> <number>` once a number is verified. */
  verifiedMobile: z.string().nullable(),
  isForeign: z.boolean(),
  profile_pic: z.string().nullable(),
  role: z.enum(['user', 'consultant', 'admin', 'support']),
  /** Present in login responses: the bearer token (a JWT with `exp`). */
  authToken: z.string().optional(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;
