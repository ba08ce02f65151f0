import { deviceDataSchema } from '@lumus/contract/auth/guest-login';
import { type RegistrationRequest } from '@lumus/contract/auth/profile';
import { APP_VERSION } from '@lumus/contract/constants';
import { api } from '../../../lib/api/api';
import { getAppId } from '../../../lib/device/app-id';
import { readJson, readString, saveToStorage } from '../../../lib/storage/storage';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';
import { readSession, updateStoredUser } from '../../../lib/session/session-store';
import { deviceType } from './device-type';
import {
  registrationCall,
  updateDeviceTokenCall,
  updateProfileCall,
} from '@lumus/contract/auth/auth-calls';

/** `user/update/user_profile` (spec §7): the welcome modal's first name. */
export function updateProfileName(name: string, userId: string | number) {
  return api.call(updateProfileCall, { name, userId });
}

/**
 * Saves the name (welcome modal, profile page); on success the stored user takes the name the
 * server kept (spec §4 name modal). Answers the server's answer for the caller to judge.
 */
export async function saveProfileName(name: string, userId: string | number) {
  const response = await updateProfileName(name, userId);
  const user = readSession().user;
  if (response.status === 'success' && response.data !== undefined && user !== null) {
    updateStoredUser({ ...user, name: response.data.name });
  }
  return response;
}

/** Registration details of a new user (spec screen 6). */
export function submitRegistration(details: RegistrationRequest) {
  return api.call(registrationCall, details);
}

/**
 * `user/api/v1/update_device_token` (spec §7): only when no device data is stored or a refresh is
 * forced; a success answer is stored as the device data. Failures are only logged (§8).
 */
export async function updateDeviceToken(userId: number, force: boolean): Promise<void> {
  if (!force && readJson(STORAGE_KEYS.deviceToken, deviceDataSchema) !== null) return;
  try {
    const response = await api.call(updateDeviceTokenCall, {
      user_id: userId,
      device_id: readString(STORAGE_KEYS.deviceId) ?? readString(STORAGE_KEYS.hardwareId) ?? '',
      deviceType: deviceType(navigator.userAgent),
      app_id: getAppId(),
      version: APP_VERSION,
    });
    if (response.status === 'success') saveToStorage(STORAGE_KEYS.deviceToken, response.data);
  } catch (error) {
    console.error('Device token update failed', error);
  }
}
