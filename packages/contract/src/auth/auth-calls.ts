import { z } from 'zod';
import { defineCall, defineRawCall } from '../call';
import { digitsField, textField } from '../text-fields';
import {
  authConfigSchema,
  devGoogleSignInRequestSchema,
  devGoogleSignInSchema,
  devOutboxResponseSchema,
} from './auth-config';
import { googleLoginRequestSchema } from './google-login';
import { guestLoginRequestSchema, guestLoginResponseSchema } from './guest-login';
import {
  identityProviderLoginRequestSchema,
  providerConfirmRequestSchema,
  providerConfirmResponseSchema,
  providerSendCodeRequestSchema,
  providerSendCodeResponseSchema,
} from './identity-provider';
import {
  loginResponseSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  submitCodeRequestSchema,
  twilioCheckRequestSchema,
  twilioCheckResponseSchema,
} from './otp-login';
import {
  registrationRequestSchema,
  registrationResponseSchema,
  statusResponseSchema,
  updateDeviceTokenRequestSchema,
  updateDeviceTokenResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from './profile';

/*
 * The sign-in calls (spec §3, §4 and §7, plus our own identity and development calls). Their
 * answers keep the shapes the spec fixes (token and user at the top level, a `data.status` on a
 * refused code, a bare `{ status }`), so they are declared without the envelope: the handler
 * returns the whole body.
 */

/** A guest session for this device (the spec's first call); the web sends its fields as query. */
export const guestLoginCall = defineRawCall({
  path: '/api/login/user/without/login',
  methods: ['POST', 'GET'],
  encoding: 'query',
  summary: 'Guest session for this device: login mode, device data, guest id',
  input: guestLoginRequestSchema,
  output: guestLoginResponseSchema,
  auth: 'none',
});

export const guestLoginExperimentCall = defineRawCall({
  ...guestLoginCall,
  path: '/api/login/user/without/login/experiment',
});

export const sendCodeCall = defineRawCall({
  path: '/api/v2/login/user/mobile-otp-login',
  methods: 'POST',
  encoding: 'multipart',
  summary: 'Text a 4-digit sign-in code (spec §3 send-code)',
  input: sendCodeRequestSchema,
  output: sendCodeResponseSchema,
  auth: 'none',
});

export const twilioCheckCall = defineRawCall({
  path: '/api/login/get/is-twilio-on/foreign',
  methods: ['GET', 'POST'],
  summary: 'Whether foreign numbers get our own code (Twilio) instead of the identity provider',
  input: twilioCheckRequestSchema,
  output: twilioCheckResponseSchema,
  auth: 'none',
});

/** The code's token also travels as a `token` header (spec §3). */
export const submitCodeCall = defineRawCall({
  path: '/api/login/user/mobile-otp-login/verify',
  methods: 'POST',
  encoding: 'query',
  summary: 'Check the code and sign in (spec §3 submit-code)',
  input: submitCodeRequestSchema,
  output: loginResponseSchema,
  auth: 'none',
});

export const identityProviderLoginCall = defineRawCall({
  path: '/api/login/user/mobile-firebase-login/verify',
  methods: 'POST',
  encoding: 'query',
  summary: 'Sign in with an identity-provider id token for a phone number (spec §3)',
  input: identityProviderLoginRequestSchema,
  output: loginResponseSchema,
  auth: 'none',
});

export const googleLoginCall = defineRawCall({
  path: '/api/v2/login/user-email-mobile',
  methods: 'POST',
  summary: 'Sign in with a Google id token (spec §3 Google login)',
  input: googleLoginRequestSchema,
  output: loginResponseSchema,
  auth: 'none',
});

export const logoutOtherDevicesCall = defineRawCall({
  path: '/api/login/log-out/from-other-devices',
  methods: 'POST',
  encoding: 'query',
  summary: 'End every session of the user except this one; their tokens get 401',
  input: z.object({}),
  output: statusResponseSchema,
  auth: 'user',
});

/** Ends the calling session (the web's logout). */
export const logoutCall = defineRawCall({
  path: '/api/login/log-out',
  methods: 'POST',
  encoding: 'query',
  summary: 'End this session; its token gets 401 from now on',
  input: z.object({}),
  output: statusResponseSchema,
  auth: 'user',
});

export const updateProfileCall = defineRawCall({
  path: '/api/user/update/user_profile',
  methods: 'POST',
  encoding: 'query',
  summary: "Set the user's first name (welcome modal, spec screen 7)",
  input: updateProfileRequestSchema,
  output: updateProfileResponseSchema,
  auth: 'user',
});

export const updateDeviceTokenCall = defineRawCall({
  path: '/api/user/api/v1/update_device_token',
  methods: 'POST',
  encoding: 'query',
  summary: "Record the caller's device; answers the device data",
  input: updateDeviceTokenRequestSchema,
  output: updateDeviceTokenResponseSchema,
  auth: 'user',
});

export const notifyLoginCall = defineRawCall({
  path: '/api/user/notify-login',
  methods: 'POST',
  encoding: 'query',
  summary: 'Login notification (spec §4): records when and from where the session was used',
  input: z.object({ hardwareId: textField(64).default('') }),
  output: statusResponseSchema,
  auth: 'user',
});

export const registrationCall = defineRawCall({
  path: '/api/user/registration',
  methods: 'POST',
  summary: 'Registration details of a new user (spec screen 6); afterwards isRegistered is true',
  input: registrationRequestSchema,
  output: registrationResponseSchema,
  auth: 'user',
});

export const authConfigCall = defineCall({
  path: '/api/auth/config',
  methods: 'GET',
  summary: 'Sign-in providers: Google client id, development stand-in, Firebase web config',
  input: z.object({}),
  output: authConfigSchema,
  auth: 'none',
});

export const identitySendCodeCall = defineRawCall({
  path: '/api/identity/phone/send-code',
  methods: 'POST',
  summary: 'Identity provider: text a 6-digit code; answers its verificationId',
  input: providerSendCodeRequestSchema,
  output: providerSendCodeResponseSchema,
  auth: 'none',
});

export const identityConfirmCall = defineRawCall({
  path: '/api/identity/phone/confirm',
  methods: 'POST',
  summary: 'Identity provider: confirm the code; answers a signed id token and the uid',
  input: providerConfirmRequestSchema,
  output: providerConfirmResponseSchema,
  auth: 'none',
});

export const devGoogleSignInCall = defineCall({
  path: '/api/dev/google/sign-in',
  methods: 'POST',
  summary: 'Development: a Google-shaped id token for any e-mail address',
  input: devGoogleSignInRequestSchema,
  output: devGoogleSignInSchema,
  auth: 'none',
});

export const devOutboxCall = defineRawCall({
  path: '/api/dev/outbox',
  methods: 'GET',
  summary: 'Development: codes sent by the log SMS provider, newest first',
  input: z.object({ mobile: digitsField.optional() }),
  output: devOutboxResponseSchema,
  auth: 'none',
});
