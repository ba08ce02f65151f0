import { type LoginResponse, type SendCodeResponse } from '@lumus/contract/auth/otp-login';
import { BUSINESS_ID } from '@lumus/contract/constants';
import { api } from '../../../lib/api/api';
import { getAppId } from '../../../lib/device/app-id';
import { readHardwareId } from '../../../lib/session/hardware-id';
import { countryCodeDigits, loginRequestFields } from './login-fields';
import {
  identityProviderLoginCall,
  sendCodeCall,
  submitCodeCall,
  twilioCheckCall,
} from '@lumus/contract/auth/auth-calls';

export interface PhoneNumber {
  /** With the plus, e.g. `+91`. */
  dialCode: string;
  /** Digits only. */
  mobile: string;
}

/** `v2/login/user/mobile-otp-login` (form parameters): texts the 4-digit code. */
export function sendCode(phone: PhoneNumber, captcha: string): Promise<SendCodeResponse> {
  return api.call(sendCodeCall, {
    countryCode: countryCodeDigits(phone.dialCode),
    isCall: false,
    appId: getAppId(),
    businessId: BUSINESS_ID,
    mobile: phone.mobile,
    captcha,
    hardwareId: readHardwareId(),
  });
}

/** `login/get/is-twilio-on/foreign`: whether a foreign number gets our own code. */
export async function isTwilioActive(phone: PhoneNumber): Promise<boolean> {
  const response = await api.call(twilioCheckCall, {
    countryCode: countryCodeDigits(phone.dialCode),
    appId: getAppId(),
    businessId: BUSINESS_ID,
    mobile: phone.mobile,
  });
  return response.data.isTwilioActive;
}

/** `login/user/mobile-otp-login/verify`: parameters, with the code's token also as a header. */
export function submitCode(phone: PhoneNumber, otp: string, token: string): Promise<LoginResponse> {
  return api.call(
    submitCodeCall,
    {
      ...loginRequestFields(),
      countryCode: countryCodeDigits(phone.dialCode),
      mobile: phone.mobile,
      otp,
      token,
    },
    { headers: { token } },
  );
}

/** `login/user/mobile-firebase-login/verify`: signs in with the identity provider's id token. */
export function providerLogin(
  phone: PhoneNumber,
  idToken: string,
  uid: string,
): Promise<LoginResponse> {
  return api.call(identityProviderLoginCall, {
    ...loginRequestFields(),
    countryCode: countryCodeDigits(phone.dialCode),
    mobile: phone.mobile,
    idToken,
    uId: uid,
    uuid: '',
    gcmId: '',
  });
}
