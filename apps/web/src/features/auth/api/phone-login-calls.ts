import {
  IDENTITY_PROVIDER_LOGIN_PATH,
  SEND_CODE_PATH,
  SUBMIT_CODE_PATH,
  TWILIO_CHECK_PATH,
} from '@lumus/contract/auth/auth-paths';
import {
  loginResponseSchema,
  sendCodeResponseSchema,
  twilioCheckResponseSchema,
  type LoginResponse,
  type SendCodeResponse,
} from '@lumus/contract/auth/otp-login';
import { BUSINESS_ID } from '@lumus/contract/constants';
import { api } from '../../../lib/api/api';
import { getAppId } from '../../../lib/device/app-id';
import { apiPath } from '../../../lib/session/api-path';
import { readHardwareId } from '../../../lib/session/hardware-id';
import { countryCodeDigits, loginRequestFields } from './login-fields';

export interface PhoneNumber {
  /** With the plus, e.g. `+91`. */
  dialCode: string;
  /** Digits only. */
  mobile: string;
}

/** `v2/login/user/mobile-otp-login` (form parameters): texts the 4-digit code. */
export function sendCode(phone: PhoneNumber, captcha: string): Promise<SendCodeResponse> {
  return api.postForm(
    apiPath(SEND_CODE_PATH),
    {
      countryCode: countryCodeDigits(phone.dialCode),
      isCall: false,
      appId: getAppId(),
      businessId: BUSINESS_ID,
      mobile: phone.mobile,
      captcha,
      hardwareId: readHardwareId(),
    },
    { schema: sendCodeResponseSchema },
  );
}

/** `login/get/is-twilio-on/foreign`: whether a foreign number gets our own code. */
export async function isTwilioActive(phone: PhoneNumber): Promise<boolean> {
  const response = await api.get(
    apiPath(TWILIO_CHECK_PATH),
    {
      countryCode: countryCodeDigits(phone.dialCode),
      appId: getAppId(),
      businessId: BUSINESS_ID,
      mobile: phone.mobile,
    },
    { schema: twilioCheckResponseSchema },
  );
  return response.data.isTwilioActive;
}

/** `login/user/mobile-otp-login/verify`: parameters, with the code's token also as a header. */
export function submitCode(phone: PhoneNumber, otp: string, token: string): Promise<LoginResponse> {
  return api.postParams(
    apiPath(SUBMIT_CODE_PATH),
    {
      ...loginRequestFields(),
      countryCode: countryCodeDigits(phone.dialCode),
      mobile: phone.mobile,
      otp,
      token,
    },
    { schema: loginResponseSchema, headers: { token } },
  );
}

/** `login/user/mobile-firebase-login/verify`: signs in with the identity provider's id token. */
export function providerLogin(
  phone: PhoneNumber,
  idToken: string,
  uid: string,
): Promise<LoginResponse> {
  return api.postParams(
    apiPath(IDENTITY_PROVIDER_LOGIN_PATH),
    {
      ...loginRequestFields(),
      countryCode: countryCodeDigits(phone.dialCode),
      mobile: phone.mobile,
      idToken,
      uId: uid,
      uuid: '',
      gcmId: '',
    },
    { schema: loginResponseSchema },
  );
}
