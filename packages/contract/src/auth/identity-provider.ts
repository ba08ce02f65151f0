import { z } from 'zod';
import { booleanField, intField } from '../fields';
import { digitsField, textField } from '../text-fields';
import { countryCodeField, registerBySchema } from './otp-login';

/**
 * The built-in identity provider stands in for Firebase phone auth: it sends a 6-digit code and,
 * once confirmed, returns an id token signed by the server's key (spec §4, alternative path).
 */
export const providerSendCodeRequestSchema = z.object({
  /** Dial code plus digits, e.g. `+4915112345678`. */
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+\d{4,18}$/, { error: 'must be + and digits' }),
});
export const providerSendCodeResponseSchema = z.object({
  status: z.enum(['success', 'fail']),
  reason: z.string().optional(),
  data: z.object({ verificationId: z.string() }).optional(),
});

export const providerConfirmRequestSchema = z.object({
  verificationId: textField(512),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'must be 6 digits' }),
});
export const providerConfirmResponseSchema = z.object({
  status: z.enum(['success', 'fail']),
  reason: z.string().optional(),
  data: z.object({ idToken: z.string(), uid: z.string() }).optional(),
});

/** `login/user/mobile-firebase-login/verify`: the identity-provider route request of spec §3. */
export const identityProviderLoginRequestSchema = z.object({
  mobile: digitsField,
  countryCode: countryCodeField,
  businessId: intField,
  appId: intField,
  idToken: textField(8192),
  hardwareId: textField(64).default(''),
  uId: textField(128),
  uuid: textField(128).default(''),
  timeZone: textField(64),
  gcmId: textField(512).default(''),
  registerBy: registerBySchema,
  version: textField(16),
  toi: booleanField.default(false),
  fbclid: textField(512).optional(),
});
export type IdentityProviderLoginRequest = z.input<typeof identityProviderLoginRequestSchema>;
