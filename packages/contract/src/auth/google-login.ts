import { z } from 'zod';
import { intField } from '../fields';
import { digitsField, textField, urlEncodedTextField } from '../text-fields';
import { countryCodeField } from './otp-login';

/** `v2/login/user-email-mobile`: the Google login request of spec §3. */
export const googleLoginRequestSchema = z.object({
  appId: intField,
  businessId: intField,
  googleAuthToken: textField(8192),
  googleId: textField(128),
  captchaEnterPrise: textField(4096).default(''),
  userLoginMode: z.literal('EMAIL'),
  name: textField(120).default(''),
  email: z.email({ error: 'must be an e-mail address' }).max(254),
  profile_pic: textField(2048).default(''),
  /** URL-encoded by the client (spec §3). */
  timeZone: urlEncodedTextField(128),
  appVersion: textField(32),
  gcmId: textField(512).default(''),
  mobile: digitsField.optional(),
  countryCode: countryCodeField.optional(),
  fbclid: textField(512).optional(),
});
export type GoogleLoginRequest = z.input<typeof googleLoginRequestSchema>;
