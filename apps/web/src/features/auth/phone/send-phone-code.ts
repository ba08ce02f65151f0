import type { AuthConfigResponse } from '@lumus/contract/auth/auth-config';
import {
  INDIA_DIAL_CODE,
  OTP_LENGTH_DEFAULT,
  OTP_LENGTH_PROVIDER,
} from '@lumus/contract/constants';
import { isTwilioActive, sendCode, type PhoneNumber } from '../api/phone-login-calls';
import { providerSendCode } from '../identity-provider/provider-session';

/** Where the code went: our own server (with its token) or the identity provider. */
export type SentCode =
  | { path: 'server'; token: string; otpLength: number; isTwilioActive: boolean }
  | { path: 'provider'; otpLength: number; isTwilioActive: false };

/** Thrown with the text the phone popup shows under the input. */
class SendCodeError extends Error {
  override readonly name = 'SendCodeError';
}

async function sendServerCode(phone: PhoneNumber, twilio: boolean): Promise<SentCode> {
  const response = await sendCode(phone, '');
  const { data } = response;
  if (data.status !== 'success' || data.token === undefined) {
    throw new SendCodeError(data.reason ?? response.reason ?? '');
  }
  return {
    path: 'server',
    token: data.token,
    otpLength: data.otpLength ?? OTP_LENGTH_DEFAULT,
    isTwilioActive: twilio,
  };
}

/**
 * Routing of spec §7: +91 numbers get our 4-digit code; other numbers ask the Twilio check first
 * and get our code when it is on, else go through the identity provider (6 digits).
 */
export async function sendPhoneCode(
  phone: PhoneNumber,
  loadConfig: () => Promise<AuthConfigResponse['data']>,
): Promise<SentCode> {
  if (phone.dialCode === INDIA_DIAL_CODE) return sendServerCode(phone, true);
  if (await isTwilioActive(phone)) return sendServerCode(phone, true);
  const { firebase } = await loadConfig();
  await providerSendCode(`${phone.dialCode}${phone.mobile}`, firebase);
  return { path: 'provider', otpLength: OTP_LENGTH_PROVIDER, isTwilioActive: false };
}
