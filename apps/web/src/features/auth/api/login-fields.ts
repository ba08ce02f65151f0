import {
  APP_ID_MOBILE,
  BUSINESS_ID,
  LOGIN_REQUEST_VERSION,
  REGISTER_BY_DESKTOP,
  REGISTER_BY_MOBILE,
} from '@lumus/contract/constants';
import { getAppId } from '../../../lib/device/app-id';
import { storedClickId } from '../../../lib/session/attribution';
import { currentTimeZone } from '../../../lib/session/browser-time-zone';
import { readHardwareId } from '../../../lib/session/hardware-id';

/** Fields every phone login request carries (spec §3 submit-code and identity-provider route). */
export function loginRequestFields() {
  const appId = getAppId();
  return {
    appId,
    businessId: BUSINESS_ID,
    timeZone: currentTimeZone(),
    registerBy: appId === APP_ID_MOBILE ? REGISTER_BY_MOBILE : REGISTER_BY_DESKTOP,
    version: LOGIN_REQUEST_VERSION,
    // Spec §3: true when the stored referrer is TOI (a partner landing page may store it).
    toi: readStoredReferrer() === 'TOI',
    hardwareId: readHardwareId(),
    fbclid: storedClickId(),
  } as const;
}

function readStoredReferrer(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem('referrer');
  } catch {
    return null;
  }
}

/** `+91` -> `91`: the country code as requests carry it. */
export function countryCodeDigits(dialCode: string): string {
  return dialCode.replaceAll('+', '');
}
