import {
  INDIA_DIAL_CODE,
  INDIA_MOBILE_LENGTH,
  OTHER_MOBILE_MIN_LENGTH,
} from '@lumus/contract/constants';

/** The spec's messages (§5), also checked on the server so no client can skip them. */
const REASON_INDIA_LENGTH = 'Mobile Number should be exact 10 digits.';
const REASON_PHONE_INVALID = 'Enter Valid Phone Number.';

const INDIA_COUNTRY_CODE = INDIA_DIAL_CODE.replace('+', '');
/** E.164 allows at most 15 digits including the dial code. */
const MAX_E164_DIGITS = 15;

/** Country code without `+`, number as digits; undefined when the number is acceptable. */
export function phoneNumberProblem(countryCode: string, mobile: string): string | undefined {
  if (countryCode === INDIA_COUNTRY_CODE) {
    return mobile.length === INDIA_MOBILE_LENGTH ? undefined : REASON_INDIA_LENGTH;
  }
  if (mobile.length < OTHER_MOBILE_MIN_LENGTH) return REASON_PHONE_INVALID;
  if (countryCode.length + mobile.length > MAX_E164_DIGITS) return REASON_PHONE_INVALID;
  return undefined;
}

/** The same rules for a whole number `+<digits>` (identity-provider path). */
export function e164Problem(phoneNumber: string): string | undefined {
  if (phoneNumber.startsWith(INDIA_DIAL_CODE)) {
    return phoneNumberProblem(INDIA_COUNTRY_CODE, phoneNumber.slice(INDIA_DIAL_CODE.length));
  }
  const digits = phoneNumber.slice(1);
  return digits.length > MAX_E164_DIGITS ? REASON_PHONE_INVALID : undefined;
}

export function toE164(countryCode: string, mobile: string): string {
  return `+${countryCode}${mobile}`;
}
