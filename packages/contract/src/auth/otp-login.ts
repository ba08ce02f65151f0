import { z } from 'zod';
import { booleanField, intField } from '../fields';
import { digitsField, textField } from '../text-fields';
import { userRecordSchema } from './user';

/** Country code as the client sends it: plus signs removed (spec §3). */
export const countryCodeField = z
  .string()
  .trim()
  .transform((text) => text.replaceAll('+', ''))
  .pipe(z.string().regex(/^\d{1,4}$/, { error: 'must be 1 to 4 digits' }));

/** `v2/login/user/mobile-otp-login`: send the 4-digit code. */
export const sendCodeRequestSchema = z.object({
  countryCode: countryCodeField,
  isCall: booleanField.default(false),
  appId: intField,
  businessId: intField,
  mobile: digitsField,
  captcha: textField(4096).default(''),
  hardwareId: textField(64).default(''),
});
export type SendCodeRequest = z.input<typeof sendCodeRequestSchema>;

export const sendCodeResponseSchema = z.object({
  status: z.enum(['success', 'fail']),
  reason: z.string().optional(),
  data: z.object({
    status: z.string(),
    otpLength: z.number().int().optional(),
    token: z.string().optional(),
    reason: z.string().optional(),
  }),
});
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

/** `login/get/is-twilio-on/foreign`. */
export const twilioCheckRequestSchema = z.object({
  countryCode: countryCodeField,
  appId: intField,
  businessId: intField,
  mobile: digitsField,
});
export const twilioCheckResponseSchema = z.object({
  status: z.enum(['success', 'fail']),
  reason: z.string().optional(),
  data: z.object({ isTwilioActive: z.boolean() }),
});
export type TwilioCheckResponse = z.infer<typeof twilioCheckResponseSchema>;

export const registerBySchema = z.enum(['WEB_MOBILE', 'WEB_DESKTOP']);

/** `login/user/mobile-otp-login/verify`: the submit-code request of spec §3. */
export const submitCodeRequestSchema = z.object({
  appId: intField,
  businessId: intField,
  countryCode: countryCodeField,
  mobile: digitsField,
  otp: z
    .string()
    .trim()
    .regex(/^\d{4,6}$/, { error: 'must be 4 to 6 digits' }),
  token: textField(512),
  timeZone: textField(64),
  registerBy: registerBySchema,
  version: textField(16),
  toi: booleanField.default(false),
  hardwareId: textField(64).default(''),
  fbclid: textField(512).optional(),
});
export type SubmitCodeRequest = z.input<typeof submitCodeRequestSchema>;

/** Shared by the code, identity-provider and Google logins. */
export const loginResponseSchema = z.object({
  status: z.enum(['success', 'fail']),
  reason: z.string().optional(),
  isRegistered: z.boolean().optional(),
  isToTakeVerifiedNo: z.boolean().optional(),
  isToTakeVerifiedNo_firebase: z.boolean().optional(),
  hasLanguage: z.boolean().optional(),
  data: userRecordSchema.optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
